import type { Economy } from '@content/economy';
import { useState } from 'react';
import { defaultFilters, sameFilters, toParams, type EconomyFilters as Filters } from '../lib/filters';
import { FilterPanel } from './filter-panel';
import { useAppliedFilters } from './use-applied-filters';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

/** The filters: a draft until 'Apply Filters', which puts it in the address (an island). */
export function EconomyFilters({ economy }: { economy: Economy }) {
  const { t } = useTexts(economyTexts);
  const { applied, apply } = useAppliedFilters(economy);
  // The draft follows the address whenever the applied view changes (a link, back and forward, hydration).
  const appliedKey = toParams(applied, defaultFilters(economy)).toString();
  const [draft, setDraft] = useState<Filters>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  const [status, setStatus] = useState('');
  return (
    <FilterPanel
      economy={economy}
      draft={draft}
      onDraftChange={(change) => {
        setDraft(change);
        setStatus('');
      }}
      dirty={!sameFilters(draft, applied)}
      status={status}
      onApply={(next) => {
        apply(next);
        setStatus(t('filters.applied', { count: next.indicators.length }));
      }}
    />
  );
}
