import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and during hydration, true once the page runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
