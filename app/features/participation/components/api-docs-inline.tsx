import type * as React from 'react';
import { Trans } from 'react-i18next';
import { cn } from '~/lib/utils';

/** Code inside prose: kept left to right (and isolated from the surrounding Arabic), never translated. */
export function InlineCode({ children, className }: { children?: React.ReactNode; className?: string }) {
  return (
    <code
      dir="ltr"
      className={cn(
        'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] [overflow-wrap:anywhere] text-foreground',
        className,
      )}
    >
      {children}
    </code>
  );
}

/** A string of the api namespace whose <code>…</code> parts are rendered as InlineCode. */
export function ApiText({ k, values }: { k: string; values?: Record<string, string | number> }) {
  return <Trans ns="api" i18nKey={k} values={values} components={{ code: <InlineCode /> }} />;
}
