import { startTransition, useEffect, useState } from 'react';

/**
 * False while prerendering and during an island's hydration, true once it runs in the browser. The switch is a
 * transition: the re-render it causes (address state, browser-only parts) is done in slices that leave the page
 * responsive, not in one long task.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
