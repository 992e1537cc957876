import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor did in the page's HTML before its island's code came, read once as the code starts: `run` is
 * called once, when `ready` first holds (the island running; by default at once), with the latest props. For the
 * browser's own fields (a box ticked, a field typed in), which the island then takes as its state.
 *
 * Read in a layout effect: React commits what was asked before it answers anything else. A tap that lands as the
 * island starts (React hydrating at once for it, or between hydration and its passive effects) would otherwise be
 * rendered in the same pass, against the server's HTML, and leave the early choice standing beside it (two tabs
 * chosen, two panels shown).
 */
export function useAtStart(run: () => void, ready = true) {
  const latest = useRef(run);
  const done = useRef(false);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useLayoutEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    latest.current();
  }, [ready]);
}

/**
 * What an element was asked before its island's code came. The page's early script marks it `data-asked` (the
 * value asked) and, for a form, `aria-busy`: a `data-asks` form sent (./asked.browser.js: the value of the button
 * that sent it), a tab chosen in `<hail-tabs>` (~/components/ui/tabs.browser.js), a toggle pressed in
 * `<hail-toggle-group>` (~/components/ui/toggle-group.browser.js). Once `ready`, the element is marked
 * `data-started`, the marks are taken off and `run` is given what was asked, once; nothing when nothing was.
 */
export function useAsked(element: RefObject<Element | null>, ready: boolean, run: (asked: string) => void) {
  useAtStart(() => {
    const marked = element.current;
    // From here the island answers: a tab or toggle's early part stands down (`data-started`), in the same task
    // as what it marked is read, so that no tap falls between the two
    marked?.setAttribute('data-started', '');
    const asked = marked?.getAttribute('data-asked');
    if (!marked || asked == null) return;
    marked.removeAttribute('data-asked');
    marked.removeAttribute('aria-busy');
    run(asked);
  }, ready);
}
