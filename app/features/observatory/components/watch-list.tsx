import type { Watch } from '@core/indicators/watch';
import { paths } from '@core/paths';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { Sparkline } from '~/components/charts/sparkline';
import { Card } from '~/components/ui/card';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { levelColor } from '~/lib/progress-colors';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';
import toolsTexts from '~/i18n/namespaces/tools';

const statusStyle = {
  improving: 'bg-[oklch(0.93_0.06_150)] text-[oklch(0.35_0.1_150)]',
  worsening: 'bg-[oklch(0.93_0.05_30)] text-[oklch(0.42_0.14_30)]',
  stable: 'bg-muted text-foreground',
} as const;
const trendIcon = { up: TrendingUpIcon, down: TrendingDownIcon, flat: MinusIcon } as const;

/** The observatory's indicators: latest value, the change over the trend years, status, and the SDG level. */
export function WatchList({ items }: { items: Watch[] }) {
  const { t } = useTexts(toolsTexts);
  const { t: td } = useTexts(dataTexts);
  const { l, number, percent, year } = useLocale();
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((w) => {
        const Icon = w.trend ? trendIcon[w.trend] : MinusIcon;
        return (
          <Card as="li" key={w.id} className="flex flex-col gap-3">
            <h2 className="font-semibold">
              <Link to={paths.indicator(w.id)} className="text-primary hover:underline">
                {l(w.name)}
              </Link>
            </h2>
            <div className="flex items-end justify-between gap-3">
              <p>
                {w.latest ? (
                  <>
                    <span className="text-2xl font-bold">
                      {number(w.latest.value, {
                        minimumFractionDigits: w.decimals,
                        maximumFractionDigits: w.decimals,
                      })}
                    </span>{' '}
                    <span className="text-sm text-muted-foreground">
                      {l(w.unit)} · {year(w.latest.year)}
                    </span>
                  </>
                ) : (
                  t('observatory.noData')
                )}
              </p>
              <Sparkline values={w.values} color="oklch(0.45 0.09 195)" />
            </div>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {w.status && (
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ${statusStyle[w.status]}`}
                >
                  <Icon className="size-4" aria-hidden />
                  {t(`observatory.status.${w.status}`)}
                </span>
              )}
              {w.change !== null && w.from && (
                <span className="text-muted-foreground">
                  {t('observatory.change', {
                    change: percent(w.change * 100, { signed: true, digits: 1 }),
                    year: year(w.from.year),
                  })}
                </span>
              )}
            </p>
            {w.sdg && (
              <p className="flex items-center gap-2 text-sm">
                <span
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: w.sdg.level ? levelColor[w.sdg.level] : '#9ca3af' }}
                  aria-hidden
                />
                {t('observatory.sdg', {
                  target: w.sdg.target,
                  level: td(`progress.levels.${w.sdg.level ?? 'none'}`),
                })}
              </p>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
