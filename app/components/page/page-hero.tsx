import type * as React from 'react';
import { cn } from '~/lib/utils';

/** The dark hero band at the top of each main page: one h1, an optional lead, and action buttons. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'bg-[linear-gradient(135deg,oklch(0.3_0.06_200),oklch(0.4_0.09_190)_55%,oklch(0.45_0.08_160))] text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-sand uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-2xl text-lg text-white/85">{description}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
