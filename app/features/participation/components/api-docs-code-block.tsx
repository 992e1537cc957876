import { Island } from '~/components/islands/island';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { ApiCopy } from './api-docs-copy';

/**
 * A labelled block of code (always left to right, never translated) with a Copy button, which runs on its own in
 * the browser (the page's only moving part).
 */
export function CodeBlock({ label, code, className }: { label: string; code: string; className?: string }) {
  return (
    <Card
      as="figure"
      padding="none"
      className={cn('grid grid-cols-[minmax(0,1fr)_auto] overflow-hidden', className)}
    >
      <figcaption className="self-stretch border-b bg-muted/60 px-4 py-2.5 text-sm font-semibold">
        {label}
      </figcaption>
      <Island name="api-copy" props={{ label, code }}>
        <ApiCopy label={label} code={code} />
      </Island>
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
