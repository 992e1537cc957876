import { economy } from '@content/economy';
import i18next from '~/i18n';
import { EconomyDashboard } from '~/features/dashboards/components/economy-dashboard';
import { pageMeta, text } from '~/lib/meta';

export const meta = () => pageMeta(text(economy.title), i18next.t('economy:metaDescription'));

export default function EconomyDashboardPage() {
  return <EconomyDashboard economy={economy} />;
}
