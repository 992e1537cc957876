import type { Economy } from '@content/economy';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';

/** The detailed wage table: Sector, Average Wage, Growth (YoY). */
export function WageTable({ wages }: { wages: Economy['wages'] }) {
  const { t } = useTranslation('economy');
  const { l, currency, percent } = useLocale();
  const id = useId();
  return (
    <Card
      as="section"
      padding="sm"
      aria-labelledby={id}
      className="sm:p-5 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {l(wages.tableTitle)}
      </h2>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="px-2 whitespace-normal sm:px-3">
              {t('table.sector')}
            </TableHead>
            <TableHead scope="col" className="px-2 text-end whitespace-normal sm:px-3">
              {t('table.averageWage')}
            </TableHead>
            <TableHead scope="col" className="px-2 text-end whitespace-normal sm:px-3">
              {t('table.growth')}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {wages.bySector.map((s) => (
            <TableRow key={s.id}>
              <TableHead scope="row" className="px-2 font-medium text-foreground sm:px-3">
                {l(s.label)}
              </TableHead>
              <TableCell className="px-2 text-end tabular-nums sm:px-3">{currency(s.wage)}</TableCell>
              <TableCell className="px-2 text-end text-emerald-800 tabular-nums sm:px-3">
                {percent(s.growth, { signed: true })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
