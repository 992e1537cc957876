import { useCallback, useMemo, useState } from 'react';
import { useQueryParams } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import { type GisState, gisSearch, parseGisState, type View } from '../lib/url-state';

/**
 * The GIS Hub's state in the address (layers, query, results shown, view): read once the page runs in the browser
 * (it is prerendered without a query string), and written back as the reader changes it. `initialView` is the
 * view the page opened with, for the map's first camera.
 */
export function useGisUrlState() {
  const { params, latest, setParams } = useQueryParams();
  const hydrated = useHydrated();
  const state = useMemo(() => parseGisState(hydrated ? params : new URLSearchParams()), [hydrated, params]);
  const [initialView, setInitialView] = useState<View | null | undefined>(undefined);
  if (hydrated && initialView === undefined) setInitialView(state.view);

  /** Changes part of the state; `replace` for changes that are not steps of their own in the history. */
  const write = useCallback(
    (next: Partial<GisState>, replace: boolean) => {
      const prev = latest();
      setParams(gisSearch({ ...parseGisState(prev), ...next }, prev), replace);
    },
    [latest, setParams],
  );

  return { state, write, initialView: initialView ?? null };
}
