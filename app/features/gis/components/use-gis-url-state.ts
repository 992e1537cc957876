import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { type GisState, gisSearch, parseGisState, type View } from '../lib/url-state';

/**
 * The GIS Hub's state in the address (layers, query, results shown, view): read once the page runs in the browser
 * (it is prerendered without a query string), and written back as the reader changes it. `initialView` is the
 * view the page opened with, for the map's first camera.
 */
export function useGisUrlState() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const state = useMemo(() => parseGisState(hydrated ? params : new URLSearchParams()), [hydrated, params]);
  const [initialView, setInitialView] = useState<View | null | undefined>(undefined);
  if (hydrated && initialView === undefined) setInitialView(state.view);

  /** Changes part of the state; `replace` for changes that are not steps of their own in the history. */
  const write = (next: Partial<GisState>, replace: boolean) =>
    setParams((prev) => gisSearch({ ...parseGisState(prev), ...next }, prev), {
      replace,
      preventScrollReset: true,
    });

  return { state, write, initialView: initialView ?? null };
}
