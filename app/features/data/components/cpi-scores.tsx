import { indicators as framework } from '@content/indicators';
import { cpiBands, type CpiBand } from '@core/indicators/cpi';
import type { CpiSummary } from '@core/indicators/summaries';
import { paths } from '@core/paths';
import { Card, cardVariants } from '~/components/ui/card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';
import { placeName } from '~/lib/places';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** UN-Habitat's band colours, from very solid (green) to very weak (red). */
const bandColor: Record<CpiBand, string> = {
  'very-solid': '#1a7f37',
  solid: '#5aa02c',
  'moderately-solid': '#b5a300',
  'moderately-weak': '#e08a00',
  weak: '#d9541e',
  'very-weak': '#b42318',
};

/** The index per place (a comparison chart and a table with the six dimensions), the method, the inputs. */
export function CpiScores({ cpi }: { cpi: CpiSummary }) {
  const { t } = useTexts(dataTexts);
  const { l, number } = useLocale();
  const score = (v: number | null) =>
    v === null ? t('cpiScores.none') : number(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const dims = framework.cpi.dimensions;
  return (
    <div className="space-y-8">
      <Card as="figure" aria-labelledby="cpi-chart-title">
        <figcaption id="cpi-chart-title" className="font-semibold">
          {t('cpiScores.chartTitle')}
        </figcaption>
        <ul className="mt-4 space-y-3">
          {cpi.places.map((p) => (
            <li
              key={p.geo}
              className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]"
            >
              <span className={cn(p.geo === 'hail-region' && 'font-semibold')}>{l(placeName(p.geo))}</span>
              <span className="flex items-center gap-2">
                <span className="h-5 flex-1 overflow-hidden rounded bg-muted" aria-hidden>
                  <span
                    className="block h-full rounded"
                    style={{
                      width: `${p.index ?? 0}%`,
                      backgroundColor: p.band ? bandColor[p.band] : undefined,
                    }}
                  />
                </span>
                <span className="w-40 shrink-0 tabular-nums">
                  {score(p.index)}
                  {p.band && (
                    <span className="text-muted-foreground"> · {t(`cpiScores.bands.${p.band}`)}</span>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <ul
          className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
          aria-label={t('cpiScores.bandsTitle')}
        >
          {cpiBands.map((b, i) => (
            <li key={b.id} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="size-2.5 rounded-sm"
                style={{ backgroundColor: bandColor[b.id] }}
              />
              {t(`cpiScores.bands.${b.id}`)} ({number(b.from)}–
              {number(i === 0 ? 100 : cpiBands[i - 1]!.from - 1)})
            </li>
          ))}
        </ul>
      </Card>
      <Table
        container={{
          role: 'region',
          'aria-labelledby': 'cpi-table-caption',
          tabIndex: 0,
          className: cn(
            cardVariants({ padding: 'none', flat: true }),
            'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          ),
        }}
      >
        <TableCaption id="cpi-table-caption" className="caption-top p-3 text-start">
          {t('cpiScores.tableCaption')}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('cpiScores.place')}</TableHead>
            <TableHead scope="col" className="text-end">
              {t('cpiScores.index')}
            </TableHead>
            {dims.map((d) => (
              <TableHead key={d.id} scope="col" className="min-w-28 text-end whitespace-normal">
                {l(d.title)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {cpi.places.map((p) => (
            <TableRow key={p.geo}>
              <TableHead scope="row" className="font-medium text-foreground">
                {l(placeName(p.geo))}
              </TableHead>
              <TableCell className="text-end font-semibold tabular-nums">{score(p.index)}</TableCell>
              {dims.map((d) => (
                <TableCell key={d.id} className="text-end tabular-nums">
                  {score(p.dimensions[d.id as keyof typeof p.dimensions])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Card as="section" aria-labelledby="cpi-method-heading" flat>
        <h3 id="cpi-method-heading" className="text-lg font-semibold">
          {t('cpiScores.methodTitle')}
        </h3>
        <div className="mt-2 max-w-3xl space-y-2 text-sm text-muted-foreground">
          <p>{t('cpiScores.method1')}</p>
          <p>{t('cpiScores.method2', { count: cpi.indicators.length })}</p>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dims.map((d) => (
            <div key={d.id} id={d.id} className="scroll-mt-24">
              <h4 className="text-sm font-semibold">{l(d.title)}</h4>
              <ul className="mt-1 space-y-1 text-sm">
                {cpi.indicators
                  .filter((i) => i.dimension === d.id)
                  .map((i) => (
                    <li key={i.id}>
                      <Link to={paths.indicator(i.id)} className="text-primary underline underline-offset-4">
                        {l(i.name)}
                      </Link>{' '}
                      <span className="text-xs text-muted-foreground">
                        ({t('cpiScores.benchmarks', { worst: number(i.worst), best: number(i.best) })})
                      </span>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
