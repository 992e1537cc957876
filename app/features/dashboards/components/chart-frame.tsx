import { DownloadIcon, TableIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useHydrated } from '~/lib/use-hydrated';
import { BOM, toCsv } from '@core/csv';
import { downloadText } from '~/lib/download';
import { describePoints, type SeriesPoint } from '../lib/series';
import { Card } from '~/components/ui/card';

/** Every chart is exactly this tall (spec). */
export const CHART_HEIGHT = 300;

/**
 * A titled chart with its text alternatives: an accessible name and description (with every point), a
 * "View as table" of the exact numbers drawn and a CSV of them. The chart itself is drawn only in the browser;
 * until then (prerender, hydration) a placeholder of the same size keeps the layout still.
 */
export function ChartFrame({
  title,
  description,
  points,
  categoryHeader,
  valueHeader,
  formatValue,
  fileName,
  children,
}: {
  title: string;
  description: string;
  points: SeriesPoint[];
  categoryHeader: string;
  valueHeader: string;
  formatValue: (value: number) => string;
  fileName: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('economy');
  const hydrated = useHydrated();
  const [showTable, setShowTable] = useState(false);
  const id = useId();

  function downloadCsv() {
    downloadText(
      fileName,
      BOM + toCsv([[categoryHeader, valueHeader], ...points.map((p) => [p.label, p.value])]),
    );
  }

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
        {describePoints(points, formatValue)}
      </span>
      <div
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc ${id}-points`}
        data-chart
        className="mt-4 w-full"
        style={{ height: CHART_HEIGHT }}
      >
        {hydrated ? children : <div className="size-full animate-pulse rounded-lg bg-muted" aria-hidden />}
      </div>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
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
        <Button variant="ghost" size="sm" onClick={downloadCsv}>
          <DownloadIcon aria-hidden />
          {te('chart.downloadCsv')}
        </Button>
      </div>
      <div id={`${id}-table`} hidden={!showTable} className="mt-4">
        <Table aria-labelledby={`${id}-title`}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{categoryHeader}</TableHead>
              <TableHead scope="col" className="text-end">
                {valueHeader}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.key}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {p.label}
                </TableHead>
                <TableCell className="text-end tabular-nums">{formatValue(p.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Card>
  );
}
