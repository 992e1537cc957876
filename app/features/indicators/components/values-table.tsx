import { cardVariants } from '~/components/ui/card';
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
import { cn } from '~/lib/utils';
import { placeName } from '~/lib/places';
import type { Line } from '../lib/view';
import { useTexts } from '~/i18n';
import indicatorsTexts from '~/i18n/namespaces/indicators';

/** Exactly the figures drawn: a row per year, a column per place. */
export function ValuesTable({
  caption,
  years,
  lines,
  format,
}: {
  caption: string;
  years: number[];
  lines: Line[];
  format: (value: number) => string;
}) {
  const { t } = useTexts(indicatorsTexts);
  const { l, year } = useLocale();
  return (
    <Table
      container={{
        role: 'region',
        'aria-label': caption,
        tabIndex: 0,
        className: cn(
          cardVariants({ padding: 'none', flat: true }),
          'max-h-96 overflow-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        ),
      }}
    >
      <TableCaption className="caption-top p-3 text-start">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('table.year')}</TableHead>
          {lines.map((s) => (
            <TableHead key={s.geo} scope="col" className="text-end">
              {l(placeName(s.geo))}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {years.map((yr, i) => (
          <TableRow key={yr}>
            <TableHead scope="row" className="font-medium">
              {year(yr)}
            </TableHead>
            {lines.map((s) => {
              const v = s.values[i];
              return (
                <TableCell key={s.geo} className="text-end tabular-nums">
                  {v === null || v === undefined ? t('table.none') : format(v)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
