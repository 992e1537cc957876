import type { Economy } from '@content/economy';
import { useLocale } from '~/i18n/use-locale';
import type { EconomyData } from '../lib/view';
import { DashboardActions } from './dashboard-actions';
import { useAppliedFilters } from './use-applied-filters';

/** 'Download as PDF' and 'Share', of the view the address names (an island). */
export function EconomyActions({ economy, data }: { economy: Economy; data: EconomyData }) {
  const { l, locale } = useLocale();
  const { applied } = useAppliedFilters(economy);
  return <DashboardActions title={l(economy.title)} view={{ economy, data, filters: applied, locale }} />;
}
