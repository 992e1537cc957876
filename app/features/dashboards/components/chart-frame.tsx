import { DownloadIcon, TableIcon } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { asking, BusyStatus } from '~/components/ui/busy-status';
import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useNearViewport } from '~/lib/use-near-viewport';
import { BOM, toCsv } from '@core/csv';
import { downloadText } from '~/lib/download';
import { useAsked } from '~/lib/use-asked';
import { useHydrated } from '~/lib/use-hydrated';
import { Card } from '~/components/ui/card';
import type { ChartProps } from './charts';
import { useTexts } from '~/i18n';
import economyTexts from '~/i18n/namespaces/economy';

const placeholder = <div className="size-full animate-pulse rounded-lg bg-muted" aria-hidden />;

/** Every chart is exactly this tall (spec). */
export const CHART_HEIGHT = 300;

type Drawn = Pick<ChartProps, 'rows' | 'series'>;

/** The column heads of the table and CSV: the category, then the value (one place) or each place's name. */
const heads = ({ series }: Drawn, valueHeader: string) =>
  series.length === 1 ? [valueHeader] : series.map((s) => s.name);

/** Every point in one line of text, for the chart's accessible description: "2020: 285; 2021: 298". */
function describe({ rows, series }: Drawn, format: (value: number | null) => string) {
  return series
    .map((s, i) => {
      const points = rows.map((r) => `${r.label}: ${format(r.values[i] ?? null)}`).join('; ');
      return series.length === 1 ? points : `${s.name}: ${points}`;
    })
    .join('. ');
}

/**
 * A titled chart with its text alternatives: an accessible name and description (with every point), a
 * "View as table" of the exact numbers drawn and a CSV of them, made in the browser ('Download CSV' tapped before the
 * island's code has come says at once that it is preparing it, and the CSV of the view in the address is saved as the
 * code starts). The chart itself is drawn only in the browser, when it comes near the viewport (its code loads then,
 * lazy-charts.tsx); until then a placeholder of the same size keeps the layout still.
 */
export function ChartFrame({
  title,
  description,
  drawn,
  categoryHeader,
  valueHeader,
  formatValue,
  fileName,
  children,
}: {
  title: string;
  description: string;
  drawn: Drawn;
  categoryHeader: string;
  /** The value column's head when one place is drawn (a unit in it); with several, their names head the columns. */
  valueHeader: string;
  formatValue: (value: number) => string;
  fileName: string;
  children: React.ReactNode;
}) {
  const { t } = useTexts();
  const { t: te } = useTexts(economyTexts);
  const [surface, near] = useNearViewport<HTMLDivElement>();
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const format = (value: number | null) => (value === null ? '—' : formatValue(value));
  const columns = heads(drawn, valueHeader);

  function downloadCsv() {
    const header = drawn.series.length === 1 ? columns : columns.map((name) => `${name}: ${valueHeader}`);
    downloadText(
      fileName,
      BOM +
        toCsv([
          [categoryHeader, ...header],
          ...drawn.rows.map((r) => [r.label, ...r.values.map((v) => v ?? '')]),
        ]),
    );
  }

  // Asked before the code came (the page's early script marks the form): the CSV of the view in the address
  const form = useRef<HTMLFormElement>(null);
  useAsked(form, useHydrated(), downloadCsv);

  return (
    <Card
      as="figure"
      padding="sm"
      aria-labelledby={`${id}-title`}
      className="sm:p-5 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-desc`} className="mt-1 text-sm text-muted-foreground">
        {description}
      </p>
      <span id={`${id}-points`} hidden>
        {describe(drawn, format)}
      </span>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc ${id}-points`}
        data-chart
        ref={surface}
        className="mt-4 w-full"
        style={{ height: CHART_HEIGHT }}
      >
        {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
      <div className="group/asks mt-4 flex flex-wrap items-center gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((v) => !v)}
        >
          <TableIcon aria-hidden />
          {showTable ? t('chart.hideTable') : t('chart.viewTable')}
        </Button>
        {/* Without JavaScript nothing is sent (method dialog, outside a dialog): the page stays as it is */}
        <form
          ref={form}
          method="dialog"
          data-asks=""
          onSubmit={(e) => {
            e.preventDefault();
            downloadCsv();
          }}
          className="contents"
        >
          <Button type="submit" variant="ghost" size="sm" className={asking}>
            <DownloadIcon aria-hidden />
            {te('chart.downloadCsv')}
          </Button>
        </form>
        <BusyStatus preparing={t('preparing')} />
      </div>
      <div id={`${id}-table`} hidden={!showTable} className="mt-4">
        <Table aria-labelledby={`${id}-title`}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="whitespace-normal">
                {categoryHeader}
              </TableHead>
              {columns.map((name) => (
                <TableHead key={name} scope="col" className="text-end whitespace-normal">
                  {name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {drawn.rows.map((r) => (
              <TableRow key={r.label}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {r.label}
                </TableHead>
                {r.values.map((v, i) => (
                  <TableCell key={drawn.series[i]!.geo} className="text-end tabular-nums">
                    {format(v)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
