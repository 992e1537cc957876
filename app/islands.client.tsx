/**
 * The browser's entry on a page whose content is static but for its islands (a route with
 * `handle = islandsPage`): instead of React Router hydrating the whole document, each `<Island>` of the
 * prerendered page (app/components/islands/island.tsx) is hydrated alone, from its module in app/islands/ (the
 * file named as the island), with the props the page wrote beside it. The page's own code, React Router and the
 * data the page was prerendered from are not loaded; its links are plain links to the prerendered pages. The build
 * lists this entry's files and each island's (scripts/vite/islands-entry.ts), and the page's boot script preloads
 * those of its islands (scripts/static/defer-hydration.ts).
 */
import { Direction } from 'radix-ui';
import { startTransition, StrictMode, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { EARLY_INPUT, type EarlyInput } from '@core/early-input';
import { languageOf } from '@core/paths';
import { setLanguage } from '~/i18n';
import { ADDRESS_CHANGED, DocumentNavigation, isPlainClick } from '~/i18n/link';
import { IdScope } from '~/lib/react-on-preact';
import { fieldsChanged, isWidgetKey, usedAlready } from '~/lib/early-input';
import { reachedFor, replayKey } from '~/lib/reached-for';
import { eachInItsOwnTask, nextTask } from '~/lib/tasks';
import { cn } from '~/lib/utils';
import { useHydrated } from '~/lib/use-hydrated';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each is rendered with the props its page wrote
const modules = import.meta.glob<{ default: React.ComponentType<any> }>('./islands/*.tsx');

const lang = languageOf(window.location.pathname);
setLanguage(lang);
const dir = lang === 'ar' ? 'rtl' : 'ltr';
/**
 * Each island's end of hydration (its `Hydrated` effect, once it has rendered again with what only the browser knows:
 * the address's query), or of its failure to load.
 */
const settle = new Map<Element, () => Promise<void>>();
/**
 * Tests and scripts wait for `window.__hydrated`, as on the pages React Router hydrates (app/root.tsx): set once
 * every island that starts with the page is hydrated (those that start when near the viewport or when reached for
 * may come later).
 */
const pending = new Set<Element>();
function Hydrated({ island }: { island: Element }) {
  // The island's first render matches the prerendered page (no query string); the one after it, in the same
  // transition as this switch, reads the address. A click held till then acts on what is shown (an indicator's
  // view, not the default one).
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    // Marked for tests and scripts, which may wait for an island that starts when near
    island.setAttribute('data-hydrated', '');
    void settle.get(island)?.();
    if (!pending.delete(island)) return;
    if (pending.size === 0) (window as Window & { __hydrated?: boolean }).__hydrated = true;
  }, [island, hydrated]);
  return null;
}

/**
 * A click (or Enter/Space on a button) on an island whose code has not arrived yet is held, and made again once
 * it is hydrated (the island's root is made only then): a tap on the map's markers as it scrolls in would be lost.
 * Links are left alone, but for those that open a dialog once the code runs (`aria-haspopup`: the search button)
 * or whose click runs code too (`data-hold-click`), which follow their address if the code cannot be fetched.
 * So is a widget's key (a tab list's arrows), and what was typed or chosen in its fields is told to it then
 * (~/lib/early-input). Each held click or key is made again in a task of its own, in the order it was made, and the
 * island goes on holding till the last: what it does builds on the state the one before left (a second box ticked
 * before the code came adds to the first, which the island reads from the address it wrote, once rendered again).
 * Returns where the island's held shortcut keys go (an island that starts when reached for holds them), and what
 * reads its fields just before it is hydrated.
 */
function hold(element: HTMLElement) {
  const held: (HTMLElement | KeyboardEvent)[] = [];
  let replaying = false;
  const onClick = (event: MouseEvent) => {
    if (replaying) return;
    // On an icon, the HTML element it is drawn in (made again with click(), which SVG elements lack)
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (!target) return;
    // A link works without its code (and a click with a modifier opens it elsewhere): left to the browser, but for
    // one whose click runs code too (data-hold-click: the language link remembers the choice)
    const link = target.closest('a[href]');
    if (link && !link.hasAttribute('aria-haspopup') && !link.hasAttribute('data-hold-click')) return;
    if (!isPlainClick(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target as HTMLElement);
  };
  // A widget's key (the tab list's arrows) pressed before the code runs
  const onKey = (event: KeyboardEvent) => {
    if (replaying || !isWidgetKey(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  element.addEventListener('click', onClick, true);
  element.addEventListener('keydown', onKey, true);
  let fields = () => {};
  settle.set(element, async () => {
    settle.delete(element);
    fields();
    for (let next = held.shift(); next; next = held.shift()) {
      await nextTask();
      replaying = true;
      try {
        if (next instanceof KeyboardEvent) replayKey(next);
        else replayClick(next);
      } finally {
        replaying = false;
      }
    }
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('keydown', onKey, true);
    // Focus that came before the code (the Tab key into a tab list, or into an island that starts when reached
    // for) is told to it now: some controls act on it (compat's onFocus listens for focusin)
    const active = document.activeElement;
    if (active instanceof HTMLElement && element.contains(active))
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  return {
    held,
    readFields: () => (fields = fieldsChanged(element)),
    /** Takes over what the page's boot script held for the island before this script was here. */
    takeOver: (events: Event[]) => {
      for (const event of events)
        if (event instanceof MouseEvent) onClick(event);
        else if (event instanceof KeyboardEvent) onKey(event);
      return events.length > 0;
    },
  };
}

/**
 * A held click made again, with the presses that came before it: some controls act on the press, not the click
 * (Radix's tabs, menus and selects), and the press went to the page before its code had arrived.
 */
function replayClick(target: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, pointerType: 'mouse' }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  target.click();
}

/** Ways the address changes (another island's, Back and Forward): what an island shows may follow it. */
const ADDRESS_CHANGES = [ADDRESS_CHANGED, 'popstate'];

/**
 * Resolves once the element's box (or the parts of it its `nearOf` names) comes within 300 px of the viewport, the
 * page is printed, or the address changes (by another island, or Back and Forward): what the island shows may
 * follow it (an indicator's table, as its controls are used). At once when the address has a query: the prerendered
 * page shows none, and what the island shows may differ (a shared link to a catalogue search, its results below the
 * filters on a phone).
 */
function near(element: HTMLElement) {
  if (window.location.search) return Promise.resolve();
  // The island's wrapper has no box of its own (display: contents): its content's do, or the parts it names
  const boxes = [...element.querySelectorAll(element.dataset.nearOf ?? ':scope > *')];
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const type of ['beforeprint', ...ADDRESS_CHANGES]) window.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '300px',
    });
    boxes.forEach((box) => observer.observe(box));
    for (const type of ['beforeprint', ...ADDRESS_CHANGES]) window.addEventListener(type, done);
    if (!boxes.length) done();
  });
}

/**
 * First-time set-ups in a task of their own, as in app/entry.client.tsx, before the first island's render, not
 * inside it: tailwind-merge's class map, which every island uses. Not Intl's first number format (15–35 ms here,
 * unthrottled): most pages' start-up islands show no number (the home page, About, the catalogue, the SDG and CPI
 * views), and those that do (the economy dashboard, an indicator, a domain's list) make it as they render. A page
 * whose islands all start later (near, or reached for) makes neither as it loads.
 */
let setUp: Promise<void> | undefined;
const setUpOnce = () => (setUp ??= eachInItsOwnTask([() => cn('p-1', 'p-2')]));

async function hydrate() {
  // Every island holds what is done to it from now on, and takes over what the page's boot script held for it
  const early = (window as Window & { [EARLY_INPUT]?: EarlyInput })[EARLY_INPUT];
  early?.stop();
  const heldEarly = early?.events.splice(0) ?? [];
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    // An island inside another's content is hydrated as part of it
    .filter((element) => !element.parentElement?.closest('[data-island]'))
    .map((element) => {
      const handle = hold(element);
      const mine = heldEarly.filter((e) => e.target instanceof Node && element.contains(e.target));
      return { element, ...handle, pressed: handle.takeOver(mine) };
    });
  for (const [count, { element, held, readFields, pressed }] of islands.entries()) {
    // The ids its components make (useId), apart from every other island's
    const ids = `i${count}-`;
    const load = modules[`./islands/${element.dataset.island}.tsx`];
    if (!load) throw new Error(`No island "${element.dataset.island}" in app/islands/`);
    // One that starts when reached for starts at once when the address has a query or a fragment (the prerendered
    // page shows neither; the header's language link keeps both), or when it was reached for before this script
    // could listen: focused, typed in, clicked or pressed
    const { when } = element.dataset;
    const used =
      when === 'used' &&
      !window.location.search &&
      !window.location.hash &&
      !pressed &&
      !usedAlready(element);
    const start =
      when === 'near' ? near(element) : used ? reachedFor(element, held, ADDRESS_CHANGES) : undefined;
    if (!start) pending.add(element);
    const { props: own, propsFrom } = element.dataset;
    const shared = propsFrom ? document.getElementById(propsFrom)?.textContent : undefined;
    const json = own ?? shared;
    const props = json ? (JSON.parse(json) as object) : {};
    // Hydrated once its code is here (preloaded by the page, or fetched when near): until then the prerendered
    // content is plain HTML, which nothing can re-render — a root made at once and left waiting would be rendered
    // anew empty by a change of address (another island's). If the code cannot be fetched, the held clicks go to
    // the page as it is (links still work).
    void (start ?? Promise.resolve()).then(load).then(
      async ({ default: Island }) => {
        await setUpOnce();
        readFields();
        startTransition(() => {
          hydrateRoot(
            element,
            <StrictMode>
              <IdScope.Provider value={ids}>
                <DocumentNavigation>
                  <Direction.Provider dir={dir}>
                    <Suspense>
                      <Island {...props} />
                      <Hydrated island={element} />
                    </Suspense>
                  </Direction.Provider>
                </DocumentNavigation>
              </IdScope.Provider>
            </StrictMode>,
          );
        });
      },
      (error: unknown) => {
        void settle.get(element)?.();
        throw error;
      },
    );
    await nextTask();
  }
  // A page none of whose islands starts with it
  if (pending.size === 0) (window as Window & { __hydrated?: boolean }).__hydrated = true;
}

void hydrate();
