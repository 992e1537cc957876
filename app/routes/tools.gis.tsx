import { gis } from '@content/gis';
import { GisHub } from '~/features/gis/components/gis-hub';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';

const text = (field: { en: string }) => field[i18next.language as 'en'] ?? field.en;

export const meta = () => pageMeta(text(gis.title), text(gis.subtitle));

export default function GisHubPage() {
  return <GisHub />;
}
