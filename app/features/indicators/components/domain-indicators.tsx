import { useId, useRef } from 'react';
import type { IndicatorSummary } from '@core/indicators/summaries';
import { years } from '@core/indicators/vocabulary';
import { paths } from '@core/paths';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { useQueryParamsOnceRunning } from '~/lib/address';
import { useAtStart } from '~/lib/use-asked';
import { filterIndicators, filterParams, parseFilter } from '../lib/filter';
import { useValueFormat } from '~/lib/use-value-format';
import { latestOf } from '@core/indicators/latest';
import type { DomainGoal } from '../lib/domain-goals';
import { TrendLine } from './trend';
import { Sparkline } from '~/components/charts/sparkline';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

function Row({ item, color }: { item: IndicatorSummary; color: string }) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  const format = useValueFormat(item);
  const latest = latestOf(item.values, years);
  const change = latest?.change ?? null;
  return (
    <Card as="li" padding="sm" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="min-w-48 flex-1">
        <Link
          to={paths.indicator(item.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {l(item.name)}
        </Link>
        {item.sdg && (
          <Badge variant="outline" className="ms-2 align-middle">
            {t('list.sdg', { target: item.sdg.target })}
          </Badge>
        )}
      </div>
      <Sparkline values={item.values} color={color} />
      {latest && (
        <div className="min-w-40 text-end">
          <p className="font-semibold tabular-nums">{format.full(latest.value)}</p>
          <TrendLine
            change={change}
            direction={item.direction}
            className="justify-end text-xs"
            arrowClassName="size-3.5"
          >
            {(trend) => (
              <span>
                {year(latest.year)}
                {change !== null && ` · ${format.change(change)}`}
                <span className="sr-only"> ({t(`chart.${trend}`)})</span>
              </span>
            )}
          </TrendLine>
        </div>
      )}
    </Card>
  );
}

/**
 * Every indicator of a domain with its latest value, a sparkline and its trend; filterable by name and goal. The
 * fields are the browser's own: what was typed or chosen before the code came is the filter when it starts.
 */
export function DomainIndicators({
  items,
  goals,
  color,
}: {
  items: IndicatorSummary[];
  /** Its goals (../lib/domain-goals.ts): given, not imported, so that the island carries no framework content. */
  goals: DomainGoal[];
  color: string;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, number } = useLocale();
  const id = useId();
  const { params, setParams } = useQueryParamsOnceRunning();
  const filter = parseFilter(
    params,
    goals.map((g) => g.number),
  );
  const write = (next: typeof filter) => setParams(filterParams(next), true);
  const fields = useRef<HTMLDivElement>(null);
  useAtStart(() => {
    const q = fields.current?.querySelector('input')?.value ?? filter.q;
    const goal = fields.current?.querySelector('select')?.value ?? 'all';
    const early = { q, goal: goal === 'all' ? null : Number(goal) };
    if (early.q !== filter.q || early.goal !== filter.goal) write(early);
  });
  const shown = filterIndicators(items, filter);
  const goalOption = (n: number) => {
    const goal = goals.find((g) => g.number === n);
    return t('list.goalOption', { number: n, title: goal ? l(goal.title) : '' });
  };
  return (
    <div>
      <div ref={fields} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-semibold">
            {t('list.filter')}
          </Label>
          <Input
            id={`${id}-q`}
            type="search"
            value={filter.q}
            placeholder={t('list.filterPlaceholder')}
            onChange={(e) => write({ ...filter, q: e.target.value })}
          />
        </div>
        <div className="sm:w-72">
          <Label htmlFor={`${id}-goal`} className="mb-1.5 block text-sm font-semibold">
            {t('list.goal')}
          </Label>
          <NativeSelect
            id={`${id}-goal`}
            value={filter.goal ? String(filter.goal) : 'all'}
            onChange={(e) =>
              write({ ...filter, goal: e.target.value === 'all' ? null : Number(e.target.value) })
            }
          >
            <option value="all">{t('list.allGoals')}</option>
            {goals.map(({ number: n }) => (
              <option key={n} value={String(n)}>
                {goalOption(n)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {t('list.count', { shown: number(shown.length), total: number(items.length), count: items.length })}
      </p>
      {shown.length ? (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {shown.map((item) => (
            <Row key={item.id} item={item} color={color} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-xl border border-dashed p-6 text-muted-foreground">{t('list.none')}</p>
      )}
    </div>
  );
}
