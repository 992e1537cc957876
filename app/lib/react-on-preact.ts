/**
 * What `react` is in the browser's build (vite.config.ts): Preact's compatibility layer, with two bridges for the
 * ids `useId` makes, on pages that React prerendered.
 * - Preact counts ids from the same start in every root. Each island is a root of its own, so two islands would make
 *   the same ids (a chart's title and a filter panel's): `IdScope` gives each island's ids a prefix of its own.
 * - Preact's hydration keeps the prerendered attributes as they are, so an element hydrated would keep React's id
 *   while what refers to it and is rendered later (a tab's panel, a dialog) gets Preact's, and a label's `for` or a
 *   tab's `aria-controls` would point at nothing. Once each element is rendered, its id and the attributes that
 *   name ids are made what it rendered.
 */
import { options, type VNode } from 'preact';
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

/** The props that hold ids, and their attributes. */
const ID_ATTRIBUTES = Object.entries({
  id: 'id',
  htmlFor: 'for',
  'aria-controls': 'aria-controls',
  'aria-labelledby': 'aria-labelledby',
  'aria-describedby': 'aria-describedby',
});

const next = options.diffed;
options.diffed = (vnode: VNode) => {
  // Preact's own name for the element a vnode rendered (its add-ons read it too)
  const dom = (vnode as VNode & { __e?: unknown }).__e;
  if (typeof vnode.type === 'string' && dom instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const [prop, attribute] of ID_ATTRIBUTES) {
      const value = props[prop];
      if (typeof value === 'string' && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value);
    }
  }
  next?.(vnode);
};
