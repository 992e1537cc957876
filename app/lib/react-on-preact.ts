/**
 * What `react` is in the browser's build (vite.config.ts): Preact's compatibility layer, but for `useId`, whose ids
 * Preact counts from the same start in every root. Each island is a root of its own, so two islands would make the
 * same ids (a chart's title and a filter panel's): `IdScope` gives each island's ids a prefix of its own.
 */
import { createContext, useContext, useId as useRootId } from 'preact/compat';

// @ts-expect-error -- compat's types are written as `export =`; the build re-exports the module's own exports
export * from 'preact/compat';
export { default } from 'preact/compat';

/** Typed as React's context: the islands' entry renders it with React's types. */
const scope = createContext('');
export const IdScope = scope as unknown as React.Context<string>;

export function useId() {
  return useContext(scope) + useRootId();
}
