/** How a link inside the help pages' running text looks. */
export const textLink = 'font-medium text-primary underline underline-offset-4 hover:decoration-2';

/** How `code` inside the help pages' running text looks. */
export const inlineCode =
  'rounded bg-muted px-1 py-0.5 font-mono text-[0.875em] [overflow-wrap:anywhere] text-foreground';
