import type * as React from 'react';
import { useId } from 'react';
import { Button } from './button';

/**
 * A control whose real behaviour arrives in a later release: visibly disabled, and its status is both shown
 * on hover (title) and read out with the button (aria-describedby), so it never pretends to work.
 */
export function PendingButton({
  status,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Button>, 'disabled' | 'onClick'> & { status: string }) {
  const id = useId();
  return (
    <>
      <Button {...props} disabled title={status} aria-describedby={id}>
        {children}
      </Button>
      <span id={id} hidden>
        {status}
      </span>
    </>
  );
}
