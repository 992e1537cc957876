import type { Indicator } from '@core/indicators/schema';
import { useLocale } from '~/i18n/use-locale';
import { styleOf } from '~/lib/place-style';
import { placeName } from '~/lib/places';
import type { Line } from '../lib/view';
import { latestOf } from '@core/indicators/latest';
import { TrendLine } from './trend';
import type { useValueFormat } from '~/lib/use-value-format';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** The chart's key: each line's place, its latest value and its change, the arrow coloured by direction. */
export function LineSummary({
  lines,
  years,
  direction,
  format,
}: {
  lines: Line[];
  years: number[];
  direction: Indicator['direction'];
  format: ReturnType<typeof useValueFormat>;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {lines.map((s) => {
        const latest = latestOf(s.values, years);
        const { color, dash } = styleOf(s.geo);
        const change = latest?.change ?? null;
        return (
          <li key={s.geo} className="flex items-start gap-3">
            <svg width="24" height="12" aria-hidden className="mt-1.5 shrink-0">
              <line x1="0" x2="24" y1="6" y2="6" stroke={color} strokeWidth="3" strokeDasharray={dash} />
            </svg>
            <div className="min-w-0">
              <p className="text-sm font-medium">{l(placeName(s.geo))}</p>
              {latest ? (
                <>
                  <p className="text-xl font-bold tracking-tight">
                    {format.full(latest.value)}{' '}
                    <span className="text-sm font-normal text-muted-foreground">({year(latest.year)})</span>
                  </p>
                  <TrendLine
                    change={change}
                    direction={direction}
                    className="text-sm"
                    arrowClassName="size-4"
                  >
                    {(trend) =>
                      change === null
                        ? t('chart.noChange')
                        : `${t('chart.change', { change: format.change(change), year: year(latest.previousYear!) })} (${t(`chart.${trend}`)})`
                    }
                  </TrendLine>
                </>
              ) : (
                <p className="text-sm text-muted-foreground">{t('chart.noData')}</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
