import type * as React from 'react';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';
import { cn } from '~/lib/utils';

/**
 * The head of an inner page: the trail (Home > … > this page, the title added as its last crumb), badges
 * above the title, the title at `level` (h1 unless the page's own h1 is elsewhere), the lead, and beside them
 * actions. `children` follow the lead (meta lines, notices). The trail is not printed.
 */
export function PageHeader({
  trail,
  title,
  lead,
  level: Heading = 'h1',
  icon,
  badges,
  actions,
  className,
  children,
}: {
  trail: Crumb[];
  title: string;
  lead?: React.ReactNode;
  level?: 'h1' | 'h2';
  icon?: React.ReactNode;
  badges?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      <div className="print:hidden">
        <Breadcrumb items={[...trail, { label: title }]} />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-3xl">
          {badges && <div className="mb-3 flex flex-wrap items-center gap-2">{badges}</div>}
          <Heading
            className={cn(
              'text-3xl font-bold tracking-tight text-balance md:text-4xl',
              icon && 'flex items-center gap-3',
            )}
          >
            {icon}
            {title}
          </Heading>
          {lead && <p className="mt-3 text-lg text-muted-foreground">{lead}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
