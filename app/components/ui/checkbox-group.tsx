import { useId, useRef } from 'react';
import { useAtStart } from '~/lib/use-asked';
import { cn } from '~/lib/utils';
import { Label } from './label';

/**
 * A fieldset of labelled checkboxes (the browser's own); `checked` holds the ids that are ticked. A box ticked in
 * the page's HTML before its code came stays ticked: when the code starts, each box whose state differs from
 * `checked` is told to `onChange` (so the owner must build on its latest state: a functional update).
 */
export function CheckboxGroup({
  legend,
  options,
  checked,
  onChange,
  columns = false,
  name,
}: {
  legend: string;
  /** The boxes' name in a form (each box's value is its option's id). */
  name?: string;
  options: { id: string; label: string }[];
  checked: string[];
  onChange: (id: string, checked: boolean) => void;
  /** Two columns on small screens, one from the large breakpoint up. */
  columns?: boolean;
}) {
  const id = useId();
  const boxes = useRef<HTMLFieldSetElement>(null);
  // As the code starts: later the boxes follow `checked`
  useAtStart(() => {
    for (const o of options) {
      const box = boxes.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${o.id}`)}`);
      if (box && box.checked !== checked.includes(o.id)) onChange(o.id, box.checked);
    }
  });
  return (
    <fieldset ref={boxes}>
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <ul className={cn('grid gap-3', columns && 'grid-cols-2 lg:grid-cols-1')}>
        {options.map((o) => (
          <li key={o.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              id={`${id}-${o.id}`}
              name={name}
              value={o.id}
              checked={checked.includes(o.id)}
              onChange={(e) => onChange(o.id, e.target.checked)}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            />
            <Label htmlFor={`${id}-${o.id}`} className="leading-snug font-normal">
              {o.label}
            </Label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
