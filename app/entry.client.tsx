/**
 * The browser's entry. Pages are prerendered by React and hydrated by Preact (vite.config.ts): the same components,
 * a tenth of React DOM's size. Three differences between the two are bridged here.
 */
import { options, type VNode } from 'preact';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * useId gives other ids in Preact than in the prerender, and Preact leaves a hydrated element's attributes as the
 * prerender wrote them: an element created later (a re-keyed input, a popup's list) would carry Preact's id while
 * the label or trigger that points at it kept React's. Each element's id and id references are written as rendered.
 */
const ID_ATTRIBUTES: [prop: string, attribute: string][] = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-owns', 'aria-owns'],
  ['aria-details', 'aria-details'],
  ['headers', 'headers'],
  ['list', 'list'],
  ['form', 'form'],
];
const diffed = options.diffed;
options.diffed = (vnode) => {
  const dom = (vnode as VNode & { _dom?: Node | null })._dom;
  if (typeof vnode.type === 'string' && dom instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const [prop, attribute] of ID_ATTRIBUTES) {
      const value = props[prop];
      if (typeof value === 'string' && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value);
    }
  }
  diffed?.(vnode);
};

/**
 * A <script> that React creates in the browser never runs; one that Preact creates does (blocked by the page's
 * Content-Security-Policy, which lists only the prerendered page's scripts). Scripts rendered in the browser (the
 * root's inline scripts when an error or 404 screen replaces the page) are given a type that does not run.
 */
const vnode = options.vnode;
options.vnode = (node) => {
  const props = node.props as Record<string, unknown>;
  if (
    node.type === 'script' &&
    !props.src &&
    (!props.type || props.type === 'module' || props.type === 'text/javascript')
  )
    node.props = { ...props, type: 'text/inert' };
  vnode?.(node);
};

/**
 * React Router's HydratedRouter suspends the first render while it decodes the page's loader data, which React
 * waits out at the root and Preact cannot: the data is decoded first (its first call throws the decoding promise;
 * once decoded, the router exists and the call stops at its first hook, outside a render).
 */
async function routerReady() {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (thrown instanceof Promise) await thrown;
      else return;
    }
  }
}

/**
 * Preact renders into document.documentElement when given the document, and the root route renders <html> itself:
 * a container whose only child is <html> lets it hydrate that element in place.
 */
function documentRoot() {
  const html = document.documentElement;
  const insert = (node: Node, before: Node | null) => document.insertBefore(node, before);
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    parentNode: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: insert,
    appendChild: (node: Node) => insert(node, null),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Element;
}

void routerReady().then(() => {
  startTransition(() => {
    hydrateRoot(
      documentRoot(),
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
