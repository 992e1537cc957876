import type * as React from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';

/**
 * The status line of a form that makes a file in the browser, a `data-asks` form: while the form is busy
 * (`aria-busy`, set by the page's early script on the tap, before the island's code has come, then by the island
 * while it makes the file, `busy`) it says `preparing`, else what `children` say (the outcome). The first text is in
 * the page's HTML, so it shows at once, in the page's language; once the island runs, it is there only while `busy`.
 * It goes beside the form, not in it (a busy element's live regions may be kept quiet until it is no longer busy),
 * in an element with the class `group/asks` that holds both; `asking` gives the form's busy look to its buttons.
 */
export function BusyStatus({
  preparing,
  busy = false,
  children,
  className,
}: {
  preparing: string;
  busy?: boolean;
  children?: React.ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <p role="status" className={cn('text-sm text-muted-foreground', className)}>
      {(!hydrated || busy) && <span className="hidden group-has-aria-busy/asks:inline">{preparing}</span>}
      <span className="group-has-aria-busy/asks:hidden">{children}</span>
    </p>
  );
}

/** The class of a button of a busy `data-asks` form (inside `group/asks`): it pulses until the file is made. */
export const asking = 'group-has-aria-busy/asks:animate-pulse';
