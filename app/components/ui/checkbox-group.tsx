import { useId } from 'react';
import { cn } from '~/lib/utils';
import { Label } from './label';

/** A fieldset of labelled checkboxes (the browser's own); `checked` holds the ids that are ticked. */
export function CheckboxGroup({
  legend,
  options,
  checked,
  onChange,
  columns = false,
}: {
  legend: string;
  options: { id: string; label: string }[];
  checked: string[];
  onChange: (id: string, checked: boolean) => void;
  /** Two columns on small screens, one from the large breakpoint up. */
  columns?: boolean;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <ul className={cn('grid gap-3', columns && 'grid-cols-2 lg:grid-cols-1')}>
        {options.map((o) => (
          <li key={o.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              id={`${id}-${o.id}`}
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
