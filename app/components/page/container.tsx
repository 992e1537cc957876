import type * as React from 'react';
import { cn } from '~/lib/utils';

const widths = { wide: 'max-w-7xl', large: 'max-w-6xl', medium: 'max-w-5xl', narrow: 'max-w-3xl' } as const;

/** The page's column: centred, at most `width` wide, with the page's side padding. */
export function Container({
  as: Element = 'div',
  width = 'wide',
  className,
  ...props
}: React.ComponentProps<'div'> & {
  as?: 'div' | 'section' | 'article' | 'main' | 'nav';
  width?: keyof typeof widths;
}) {
  return <Element className={cn('mx-auto px-4 sm:px-6 lg:px-8', widths[width], className)} {...props} />;
}
