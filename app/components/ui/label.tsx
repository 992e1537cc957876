import type * as React from 'react';
import { cn } from '~/lib/utils';

/** A form label (the browser's own: Radix's added only a guard against text selection, which select-none gives). */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn('flex items-center gap-2 text-sm leading-none font-medium select-none', className)}
      {...props}
    />
  );
}
