/**
 * What a visitor does in an island before its code runs (app/islands.client.tsx): the browser's own fields take
 * what is typed or chosen, with no one to tell; a widget's keys (a tab list's arrows) do nothing.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The prerendered value of a field: its `value`, `selected` or `checked` attribute. */
function changed(field: Field) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    // With no option marked `selected`, a single select shows its first
    const initial = [...field.options].findIndex((option) => option.defaultSelected);
    return field.multiple
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.selectedIndex !== Math.max(initial, 0);
  }
  return field.value !== field.defaultValue;
}

/**
 * The fields of the island that no longer show what the page was prerendered with, read now, before it is
 * hydrated. Returns what tells them to the island once it runs: hydration leaves a field as it is, but the island's
 * next render writes its own state (the prerendered value) in it, so each is set again and its `input` and
 * `change` events sent, as if typed or chosen then.
 */
export function fieldsChanged(element: HTMLElement) {
  const fields = [...element.querySelectorAll<Field>('input, select, textarea')].filter(changed);
  const values = fields.map((field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    selected: field instanceof HTMLSelectElement ? [...field.options].map((option) => option.selected) : [],
  }));
  return () => {
    for (const { field, value, checked, selected } of values) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        field.checked = checked;
      else if (field instanceof HTMLSelectElement)
        [...field.options].forEach((option, i) => (option.selected = selected[i] ?? false));
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

/** Widgets that move or choose with these keys once their code runs (WAI-ARIA's patterns), the browser's own fields aside. */
const WIDGETS = ['tab', 'radio', 'menuitem', 'option', 'slider', 'treeitem', 'gridcell']
  .map((role) => `[role="${role}"]`)
  .join(',');
const MOVES = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** A key pressed on a widget that is still plain HTML: held (not scrolling the page), to be pressed again. */
export const isWidgetKey = (event: KeyboardEvent) =>
  MOVES.includes(event.key) &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  event.target instanceof HTMLElement &&
  !['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName) &&
  event.target.closest(WIDGETS) !== null;
