import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigateTo, usePageLocation } from '~/i18n/link';
import { useHydrated } from '~/lib/use-hydrated';
import { type GisState, gisSearch, parseGisState, type View } from '../lib/url-state';

/**
 * The GIS Hub's state in the address (layers, query, results shown, view): read once the page runs in the browser
 * (it is prerendered without a query string), and written back as the reader changes it. `initialView` is the
 * view the page opened with, for the map's first camera. As an island or under React Router (~/i18n/link).
 */
export function useGisUrlState() {
  const { pathname, search } = usePageLocation();
  const navigate = useNavigateTo();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const hydrated = useHydrated();
  const state = useMemo(() => parseGisState(hydrated ? params : new URLSearchParams()), [hydrated, params]);
  const [initialView, setInitialView] = useState<View | null | undefined>(undefined);
  if (hydrated && initialView === undefined) setInitialView(state.view);

  // What the last change asked for, until the address shows it: the address read here is the last render's, so a
  // second change made before the first was rendered (a layer switched right after another) would drop it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  /** Changes part of the state; `replace` for changes that are not steps of their own in the history. */
  const write = useCallback(
    (next: Partial<GisState>, replace: boolean) => {
      const prev = asked.current ?? params;
      const query = gisSearch({ ...parseGisState(prev), ...next }, prev);
      asked.current = query;
      const text = query.toString();
      navigate(`${pathname}${text ? `?${text}` : ''}`, { replace });
    },
    [navigate, params, pathname],
  );

  return { state, write, initialView: initialView ?? null };
}
