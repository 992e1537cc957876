import { domains } from '@content/domains';
import { indicators } from '@content/indicators';
import { FileTextIcon } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useLocale } from '~/i18n/use-locale';
import { indicatorTotals, sdgRows } from '../lib/stats';
import { paths } from '@core/paths';
import { Card } from '~/components/ui/card';
import type { SdgEntry } from '@core/indicators/summaries';
import { SdgProgress } from './sdg-progress';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

/** The SDG-aligned indicators' progress by goal, and the aligned indicators per domain with their goals. */
export function SdgPanel({ entries }: { entries: SdgEntry[] }) {
  const { t } = useTexts(dataTexts);
  const { l, number, percent } = useLocale();
  const rows = sdgRows(domains, indicators.sdg.goalsByDomain);
  const totals = indicatorTotals(domains);
  const goalTitle = (n: number) => indicators.sdg.goals.find((g) => g.number === n)?.title;
  return (
    <div className="space-y-6">
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight">{l(indicators.sdg.title)}</h2>
        <p className="mt-2 text-muted-foreground">{l(indicators.sdg.description)}</p>
      </div>
      <SdgProgress entries={entries} />
      <Card padding="none" className="p-2 sm:p-4">
        <Table>
          <TableCaption>{t('sdg.tableCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('sdg.domain')}</TableHead>
              <TableHead scope="col">{t('sdg.aligned')}</TableHead>
              <TableHead scope="col" className="min-w-40">
                {t('sdg.share')}
              </TableHead>
              <TableHead scope="col">{t('sdg.goals')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.domain.id}>
                <TableHead scope="row" className="font-semibold text-foreground">
                  <Link to={paths.domain(row.domain.id)} className="underline-offset-4 hover:underline">
                    {l(row.domain.title)}
                  </Link>
                </TableHead>
                <TableCell className="whitespace-nowrap">
                  {t('sdg.ofTotal', { aligned: number(row.aligned), total: number(row.total) })}
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <div className="h-2 w-24 overflow-hidden rounded-full bg-muted" aria-hidden>
                      <div
                        className="h-full rounded-full"
                        style={{ width: `${row.share}%`, backgroundColor: row.domain.color }}
                      />
                    </div>
                    <span>{percent(row.share, { digits: 0 })}</span>
                  </div>
                </TableCell>
                <TableCell>
                  <ul className="flex flex-wrap gap-1.5">
                    {row.goals.map((n) => {
                      const title = goalTitle(n);
                      return (
                        <li key={n}>
                          <Badge variant="outline" title={title && l(title)}>
                            {t('sdg.goalShort', { number: n })}
                            {title && <span className="sr-only">: {l(title)}</span>}
                          </Badge>
                        </li>
                      );
                    })}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="bg-muted/50 font-semibold">
              <TableHead scope="row" className="text-foreground">
                {t('sdg.total')}
              </TableHead>
              <TableCell data-testid="sdg-total">
                {t('sdg.ofTotal', { aligned: number(totals.sdgAligned), total: number(totals.indicators) })}
              </TableCell>
              <TableCell>{percent((totals.sdgAligned / totals.indicators) * 100, { digits: 0 })}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </Card>
      <Button asChild>
        <Link to="/publications">
          <FileTextIcon aria-hidden />
          {t('sdg.report')}
        </Link>
      </Button>
    </div>
  );
}
