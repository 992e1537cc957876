import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Card } from '~/components/ui/card';

/** A headline figure: label, value and a short note (period, change). */
export function StatCard({
  label,
  value,
  note,
  icon: Icon,
  className,
  style,
}: {
  label: React.ReactNode;
  value: React.ReactNode;
  note?: React.ReactNode;
  icon?: LucideIcon;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    <Card className={className} style={style}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon && <Icon className="size-5 text-primary" aria-hidden />}
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight">{value}</p>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
    </Card>
  );
}
