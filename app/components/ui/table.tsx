import type * as React from 'react';
import { cn } from '~/lib/utils';

/**
 * A table in a container that scrolls sideways when the table is wider than the page. Pass `container` props
 * (role="region", aria-labelledby, tabIndex={0}) for a table that can overflow, so keyboard users can scroll it.
 */
export function Table({
  className,
  container,
  ...props
}: React.ComponentProps<'table'> & { container?: React.ComponentProps<'div'> }) {
  return (
    <div
      data-slot="table-container"
      {...container}
      className={cn('relative w-full overflow-x-auto', container?.className)}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}
export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />;
}
export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-start align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('p-3 align-middle', className)} {...props} />;
}
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
