/**
 * The built pages run on Preact (vite.config.ts), whose hydration keeps the prerendered attributes as they are; but
 * the ids that `useId` makes differ from React's, which wrote the page. An element hydrated keeps React's id while
 * what refers to it and is rendered later (a tab's panel, a dialog) gets Preact's, and a label's `for` or a tab's
 * `aria-controls` would point at nothing. Once each element is rendered, its id and the attributes that name ids
 * are made what it rendered.
 */
import { options, type VNode } from 'preact';

const ID_ATTRIBUTES = {
  id: 'id',
  htmlFor: 'for',
  'aria-controls': 'aria-controls',
  'aria-labelledby': 'aria-labelledby',
  'aria-describedby': 'aria-describedby',
} as const;

const next = options.diffed;
options.diffed = (vnode: VNode) => {
  // Preact's own name for the element a vnode rendered (its add-ons read it too)
  const dom = (vnode as VNode & { __e?: unknown }).__e;
  if (typeof vnode.type === 'string' && dom instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
      const value = props[prop];
      if (typeof value === 'string' && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value);
    }
  }
  next?.(vnode);
};
