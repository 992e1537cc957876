import type * as React from 'react';
import { cn } from '~/lib/utils';

/** A titled page section; the heading level is a prop so each page keeps a correct outline. */
export function Section({
  id,
  title,
  description,
  action,
  level = 'h2',
  children,
  className,
}: {
  id?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  level?: 'h2' | 'h3';
  children: React.ReactNode;
  className?: string;
}) {
  const Heading = level;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('render-when-near mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8', className)}
    >
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <Heading id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
            {title}
          </Heading>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
