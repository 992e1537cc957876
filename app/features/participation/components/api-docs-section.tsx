import type * as React from 'react';
import { Section } from '~/components/page/section';
import { cn } from '~/lib/utils';

/** The page's h2 sections, in order: their ids (anchors of the 'On this page' list) and title keys. */
export const docSections = [
  { id: 'overview', title: 'overview.title' },
  { id: 'actions', title: 'actions.title' },
  { id: 'responses', title: 'responses.title' },
  { id: 'examples', title: 'examples.title' },
  { id: 'more', title: 'more.title' },
  { id: 'licence', title: 'licence.title' },
] as const;

/** A section of the API page: in the page's content column (which sets the width), below the sticky header. */
export function DocSection({
  className,
  ...props
}: Omit<React.ComponentProps<typeof Section>, 'id'> & { id: (typeof docSections)[number]['id'] }) {
  return (
    <Section {...props} className={cn('max-w-none scroll-mt-20 px-0 pb-8 sm:px-0 lg:px-0', className)} />
  );
}
