import { indicators as framework } from '@content/indicators';
import type { SdgEntry } from '@core/indicators/summaries';
import { progressLevels, SDG_BASE_YEAR, THRESHOLDS, type ProgressLevel } from '@core/indicators/progress';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { levelColor } from '~/lib/progress-colors';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

function LevelChip({ level }: { level: ProgressLevel | null }) {
  const { t } = useTexts(dataTexts);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap">
      <span
        aria-hidden
        className="size-2.5 rounded-full"
        style={{ backgroundColor: level ? levelColor[level] : '#9ca3af' }}
      />
      {t(`progress.levels.${level ?? 'none'}`)}
    </span>
  );
}

/** The SDG-aligned indicators' progress: a summary by level, the method, and the seventeen goals. */
export function SdgProgress({ entries }: { entries: SdgEntry[] }) {
  const { t } = useTexts(dataTexts);
  const { l, number, year, percent } = useLocale();
  const counts = progressLevels.map((level) => ({
    level,
    count: entries.filter((e) => e.level === level).length,
  }));
  return (
    <div className="space-y-8">
      <Card as="section" aria-labelledby="progress-summary-heading">
        <h3 id="progress-summary-heading" className="text-lg font-semibold">
          {t('progress.summaryTitle', { count: entries.length })}
        </h3>
        <div className="mt-4 flex h-4 overflow-hidden rounded-full bg-muted" aria-hidden>
          {counts.map(({ level, count }) => (
            <div
              key={level}
              style={{ width: `${(count / entries.length) * 100}%`, backgroundColor: levelColor[level] }}
            />
          ))}
        </div>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {counts.map(({ level, count }) => (
            <li key={level} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: levelColor[level] }}
              />
              <span>
                {t(`progress.levels.${level}`)}: <strong>{number(count)}</strong>
              </span>
            </li>
          ))}
        </ul>
        <details className="mt-5 text-sm">
          <summary className="cursor-pointer font-medium text-primary">{t('progress.methodTitle')}</summary>
          <div className="mt-3 max-w-3xl space-y-2 text-muted-foreground">
            <p>{t('progress.method1', { base: year(SDG_BASE_YEAR) })}</p>
            <p>
              {t('progress.method2', {
                substantial: percent(THRESHOLDS.substantial * 100, { digits: 0 }),
                moderate: percent(THRESHOLDS.moderate * 100, { digits: 0 }),
              })}
            </p>
          </div>
        </details>
      </Card>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {framework.sdg.goals.map((goal) => {
          const own = entries.filter((e) => e.goal === goal.number);
          return (
            <Card
              as="li"
              key={goal.number}
              id={`goal-${goal.number}`}
              padding="none"
              className="scroll-mt-24 overflow-hidden"
            >
              <div className="h-2" style={{ backgroundColor: goal.color }} aria-hidden />
              <div className="p-5">
                <h3 className="font-semibold">
                  <span className="me-1.5 inline-flex items-center gap-1.5 text-sm font-bold text-muted-foreground">
                    <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: goal.color }} />
                    {t('progress.goal', { number: goal.number })}
                  </span>
                  {l(goal.title)}
                </h3>
                {own.length ? (
                  <ul className="mt-3 space-y-3">
                    {own.map((e) => (
                      <li key={e.id} className="text-sm">
                        <Link
                          to={paths.indicator(e.id)}
                          className="font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {l(e.name)}
                        </Link>
                        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                          <LevelChip level={e.level} />
                          <span>{t('progress.target', { target: e.target })}</span>
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-muted-foreground">{t('progress.noIndicator')}</p>
                )}
              </div>
            </Card>
          );
        })}
      </ol>
    </div>
  );
}
