import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * The browser's own select, drawn like the Select trigger: the phone's picker on a phone, keyboard and screen
 * reader support built in, and no script — for a short list of choices on a page that should load little code.
 * Controlled, it shows the option just chosen until `value` follows: where the value is the address, written
 * after the change event, React would otherwise put the old option back in between, and a second arrow key
 * pressed meanwhile would start from there.
 */
export function NativeSelect({ className, value, onChange, ...props }: React.ComponentProps<'select'>) {
  const [choice, setChoice] = useState({ value, chosen: value });
  if (choice.value !== value) setChoice({ value, chosen: value });
  const shown = choice.value === value ? choice.chosen : value;
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className="h-10 w-full cursor-pointer appearance-none truncate rounded-md border bg-card ps-3 pe-9 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        value={shown}
        onChange={(event) => {
          if (value !== undefined) setChoice({ value, chosen: event.target.value });
          onChange?.(event);
        }}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}
