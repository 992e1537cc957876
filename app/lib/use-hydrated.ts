import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated: what mounts later (a client-side navigation) starts hydrated. */
let hydratedOnce = false;

/**
 * False while prerendering and during hydration, true once the page runs in the browser. The switch is a
 * transition: the re-render it causes (address state, browser-only parts) is done in slices that leave the page
 * responsive, not in one long task (a store subscription, as before, re-rendered synchronously).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
