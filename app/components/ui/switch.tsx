import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * An on/off switch: the browser's checkbox as role="switch", so a tap turns it before the page's code has come
 * (its owner reads it when it starts); Space toggles it. Label it with <Label htmlFor> or aria-label.
 */
export function Switch({
  className,
  onCheckedChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type' | 'role'> & { onCheckedChange?: (on: boolean) => void }) {
  return (
    <span data-slot="switch" className={cn('relative inline-flex h-6 w-11 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full outline-none disabled:cursor-not-allowed"
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none inline-flex size-full items-center rounded-full border-2 border-transparent bg-muted-foreground/80 transition-colors peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60 peer-disabled:opacity-50 peer-checked:[&>span]:translate-x-5 rtl:peer-checked:[&>span]:-translate-x-5"
      >
        <span className="block size-5 rounded-full bg-card shadow-sm transition-transform" />
      </span>
    </span>
  );
}
