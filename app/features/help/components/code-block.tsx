import type * as React from 'react';

/**
 * Code, a request or an address to copy, left to right in both languages; `children`, its Copy button (the page's
 * island of ~/components/copy-text).
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
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      <pre
        dir="ltr"
        className="mt-2 rounded-xl border bg-muted/40 p-3 text-start text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-wrap"
      >
        <code>{code}</code>
      </pre>
      {children}
    </figure>
  );
}
