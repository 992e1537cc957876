import type * as React from 'react';
import { Card } from '~/components/ui/card';

/**
 * A labelled block of code (always left to right, never translated), with its Copy button and status line as
 * `children` (two cells of the block's grid: the island of api-docs-copy.tsx).
 */
export function CodeBlock({
  label,
  code,
  children,
}: {
  label: string;
  code: string;
  children?: React.ReactNode;
}) {
  return (
    <Card as="figure" padding="none" className="grid grid-cols-[minmax(0,1fr)_auto] overflow-hidden">
      <figcaption className="self-stretch border-b bg-muted/60 px-4 py-2.5 text-sm font-semibold">
        {label}
      </figcaption>
      {children}
      <pre
        dir="ltr"
        // Long lines scroll sideways: the block takes focus so keyboard users can scroll it too.
        tabIndex={0}
        className="col-span-2 overflow-x-auto bg-muted/25 p-4 text-start font-mono text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
      >
        <code>{code}</code>
      </pre>
    </Card>
  );
}
