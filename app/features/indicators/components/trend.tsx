import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from 'lucide-react';
import type * as React from 'react';
import type { Indicator } from '@core/indicators/schema';
import { cn } from '~/lib/utils';
import { isImprovement } from '../lib/view';

export type Trend = 'better' | 'worse' | 'steady';

/** Better or worse news for this indicator (up is good when higher is better), or no change to speak of. */
export function trendOf(change: number | null, direction: Indicator['direction']): Trend {
  if (change === null || change === 0) return 'steady';
  return isImprovement(change, direction) ? 'better' : 'worse';
}

const tone: Record<Trend, string> = {
  better: 'text-emerald-700',
  worse: 'text-red-700',
  steady: 'text-muted-foreground',
};

/** A change with its arrow (up, down or level), coloured by whether it is good news. */
export function TrendLine({
  change,
  direction,
  className,
  arrowClassName,
  children,
}: {
  change: number | null;
  direction: Indicator['direction'];
  className?: string;
  arrowClassName?: string;
  children: (trend: Trend) => React.ReactNode;
}) {
  const trend = trendOf(change, direction);
  const Arrow = change === null || change === 0 ? MinusIcon : change > 0 ? ArrowUpIcon : ArrowDownIcon;
  return (
    <p className={cn('flex items-center gap-1', tone[trend], className)}>
      <Arrow className={arrowClassName} aria-hidden />
      {children(trend)}
    </p>
  );
}
