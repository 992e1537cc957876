/**
 * When an island that starts once it is reached for (`<Island when="used">`, app/islands.client.tsx) starts: its
 * prerendered HTML is already what it shows, and its code runs only when a visitor comes to use it.
 */

import { TYPING_TAGS } from '@core/early-input';

/** A field, select or editable text has the focus: a plain key is then typed, not a shortcut. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || TYPING_TAGS.includes(target.tagName));

type Shortcut = { key: string; control: boolean; meta: boolean; alt: boolean };

/** The keys the island's controls name as their shortcuts (`aria-keyshortcuts="Control+K Meta+K /"`). */
function shortcutsIn(element: Element): Shortcut[] {
  return [...element.querySelectorAll('[aria-keyshortcuts]')].flatMap((control) =>
    (control.getAttribute('aria-keyshortcuts') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((combination) => {
        const parts = combination.split('+');
        const key = parts.pop()!.toLowerCase();
        return {
          key,
          control: parts.includes('Control'),
          meta: parts.includes('Meta'),
          alt: parts.includes('Alt'),
        };
      }),
  );
}

/** Whether a key press is one of the shortcuts (Shift aside: '/' takes it on some keyboards). */
function isShortcut(event: KeyboardEvent, shortcuts: Shortcut[]) {
  return shortcuts.some(
    (s) =>
      event.key.toLowerCase() === s.key &&
      event.ctrlKey === s.control &&
      event.metaKey === s.meta &&
      event.altKey === s.alt &&
      (s.control || s.meta || s.alt || !isTyping(event.target)),
  );
}

/** Starts an island that starts when reached for, from another island's code (the header's search dialog). */
const START = 'island:start';
export const startIsland = (name: string) => window.dispatchEvent(new CustomEvent(START, { detail: name }));

/**
 * The moves that mean the visitor reaches for the island: the pointer over it, a touch or press, focus in it, a
 * field changed (filled in by the browser, or chosen without focus).
 */
const REACHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input', 'change'] as const;

/**
 * Resolves when the island is reached for, when another island's code starts it (`startIsland`), or when `also`
 * (events of the window: a change of address) happens. A shortcut key is held (its default prevented) and handed
 * to `held`, to be pressed again once the island runs.
 */
export function reachedFor(
  element: HTMLElement,
  held: { push: (key: KeyboardEvent) => void },
  also: string[],
) {
  const shortcuts = shortcutsIn(element);
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const type of REACHES) element.removeEventListener(type, done, true);
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener(START, onStart);
      for (const type of also) window.removeEventListener(type, done);
      resolve();
    };
    const onStart = (event: Event) => {
      if ((event as CustomEvent<string>).detail === element.dataset.island) done();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event, shortcuts)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
      done();
    };
    for (const type of REACHES) element.addEventListener(type, done, { capture: true, passive: true });
    document.addEventListener('keydown', onKey, true);
    window.addEventListener(START, onStart);
    for (const type of also) window.addEventListener(type, done);
  });
}

/** A held key pressed again, where it was pressed. */
export function replayKey(event: KeyboardEvent) {
  const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event;
  const target = event.target instanceof Node && event.target.isConnected ? event.target : document;
  target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      code,
      ctrlKey,
      metaKey,
      altKey,
      shiftKey,
      bubbles: true,
      cancelable: true,
    }),
  );
}
