import { startTransition, useEffect, useState } from 'react';

/**
 * Set once React Router has hydrated the page (app/root.tsx): what mounts later (a client-side navigation) starts
 * hydrated. Not on a page of islands (app/islands.client.tsx), where each island's first render is a hydration of
 * its own, however late it comes.
 */
let hydratedOnce = false;
export const markHydrated = () => {
  hydratedOnce = true;
};

/**
 * False while prerendering and during hydration, true once the page runs in the browser. The switch is a
 * transition: the re-render it causes (address state, browser-only parts) is done in slices that leave the page
 * responsive, not in one long task (a store subscription, as before, re-rendered synchronously).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
