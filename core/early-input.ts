/**
 * What a visitor does to an island before its code runs: the rules that the page's boot script
 * (scripts/static/early-hold.ts, from the first paint until the islands' script is here) and the islands' script
 * (app/lib/early-input.ts, until each island's own code is here) share.
 */

/** Widgets that move or choose with these keys once their code runs (WAI-ARIA's patterns), the browser's own fields aside. */
export const WIDGETS = ['tab', 'radio', 'menuitem', 'option', 'slider', 'treeitem', 'gridcell']
  .map((role) => `[role="${role}"]`)
  .join(',');
export const MOVES = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
/** The browser's own fields (as `tagName`): a key pressed in one, or in editable text, is typed, not a shortcut. */
export const TYPING_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * What was clicked or pressed in an island before the islands' script was here: the page's boot script holds it
 * under this name of the window, and the script takes it over as it starts.
 */
export const EARLY_INPUT = '__earlyInput';
export type EarlyInput = { events: Event[]; stop: () => void };
