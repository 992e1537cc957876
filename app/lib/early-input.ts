/**
 * What a visitor does in an island before its code runs (app/islands.client.tsx): the browser's own fields take
 * what is typed or chosen, with no one to tell; a widget's keys (a tab list's arrows) do nothing.
 */

import { MOVES, WIDGETS } from '@core/early-input';
import { isTyping } from './reached-for';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a field shows now, or (`prerendered`) what its `value`, `selected` or `checked` attribute said. */
function shown(field: Field, prerendered = false) {
  if (isBox(field)) return String(prerendered ? field.defaultChecked : field.checked);
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (!prerendered) return options.map((option) => option.selected).join();
    // With no option marked `selected`, a single select shows its first
    const first = options.findIndex((option) => option.defaultSelected);
    return options
      .map((option, i) => (field.multiple || first >= 0 ? option.defaultSelected : i === 0))
      .join();
  }
  return prerendered ? field.defaultValue : field.value;
}

function show(field: Field, value: string) {
  if (isBox(field)) field.checked = value === 'true';
  else if (field instanceof HTMLSelectElement) {
    const selected = value.split(',');
    [...field.options].forEach((option, i) => (option.selected = selected[i] === 'true'));
  } else field.value = value;
}

const changedFields = (element: HTMLElement) =>
  [...element.querySelectorAll<Field>('input:not([type=file]), select, textarea')]
    .map((field) => ({ field, value: shown(field), prerendered: shown(field, true) }))
    .filter(({ value, prerendered }) => value !== prerendered);

/**
 * Whether the island was reached for before the page's script could listen: it has the focus, or one of its fields
 * was typed in or chosen (an island that starts when reached for then starts at once).
 */
export const usedAlready = (element: HTMLElement) =>
  element.contains(document.activeElement) || changedFields(element).length > 0;

/**
 * The fields of the island that no longer show what the page was prerendered with, read now, before it is
 * hydrated. Returns what tells them to the island once it runs: hydration leaves a field as it is, but the island's
 * next render writes its own state (the prerendered value) in it, so each is set again and its `input` and
 * `change` events sent, as if typed or chosen then. A field changed again since the island runs is left as it is;
 * a file chosen stays with the browser (a script cannot set one).
 */
export function fieldsChanged(element: HTMLElement) {
  const changed = changedFields(element);
  return () => {
    for (const { field, value, prerendered } of changed) {
      if (!field.isConnected) continue;
      const now = shown(field);
      if (now !== value && now !== prerendered) continue;
      show(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

/** A key pressed on a widget that is still plain HTML: held (not scrolling the page), to be pressed again. */
export const isWidgetKey = (event: KeyboardEvent) =>
  MOVES.includes(event.key) &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  event.target instanceof HTMLElement &&
  !isTyping(event.target) &&
  event.target.closest(WIDGETS) !== null;
