import { Fragment } from 'react';
import type * as React from 'react';
import { Trans } from 'react-i18next';
import { cn } from '~/lib/utils';

/** Text with a line-break opportunity after _ . = / and before (, so long names wrap at sensible places. */
function breakable(text: string) {
  const parts = text.split(/(?<=[_.=/])|(?=\()/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Code inside prose: kept left to right (and isolated from the surrounding Arabic), never translated. */
export function InlineCode({ children, className }: { children?: React.ReactNode; className?: string }) {
  const text = typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : null;
  const isText = Array.isArray(children) ? children.every((c) => typeof c === 'string') : text !== null;
  return (
    <code
      dir="ltr"
      className={cn(
        'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] break-words text-foreground',
        className,
      )}
    >
      {isText && text !== null ? breakable(text) : children}
    </code>
  );
}

/** A string of the api namespace whose <code>…</code> parts are rendered as InlineCode. */
export function ApiText({ k, values }: { k: string; values?: Record<string, string | number> }) {
  return <Trans ns="api" i18nKey={k} values={values} components={{ code: <InlineCode /> }} />;
}
