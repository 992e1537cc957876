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
import type { Dataset, Field } from '@core/catalogue/types';
import { cardVariants } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/** The first rows of a table, or the first features' attributes of geodata, as published. */
export function DataPreview({ dataset: d }: { dataset: Dataset }) {
  const { t } = useTexts(datasetTexts);
  const { l, number, year, date } = useLocale();
  const caption = t(d.kind === 'table' ? 'preview.captionRows' : 'preview.captionFeatures', {
    count: d.preview.length,
    shown: number(d.preview.length),
    total: number(d.records),
  });
  /** A cell as the reader's language writes it: years without grouping, dates through the date helper. */
  const format = (field: Field, value: string | number | null) => {
    if (value === null) return '—';
    if (typeof value === 'number') return /(^|_)year($|_)/.test(field.name) ? year(value) : number(value);
    return field.type === 'date' ? date(value) : value;
  };
  return (
    <section>
      <h2 id="preview-heading" className="text-xl font-semibold">
        {t('preview.title')}
      </h2>
      <Table
        container={{
          role: 'region',
          'aria-labelledby': 'preview-heading',
          tabIndex: 0,
          className: cn(
            cardVariants({ padding: 'none', flat: true }),
            'mt-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          ),
        }}
      >
        <TableCaption className="caption-bottom p-3 text-start">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {d.fields.map((f) => (
              <TableHead key={f.name} scope="col" className="align-bottom whitespace-nowrap">
                {l(f.title)}
                {f.unit && <span className="font-normal text-muted-foreground"> ({f.unit})</span>}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {d.preview.map((row, i) => (
            <TableRow key={i}>
              {row.map((value, j) => (
                <TableCell
                  key={d.fields[j]!.name}
                  className="whitespace-nowrap"
                  dir={typeof value === 'string' ? 'auto' : undefined}
                >
                  {format(d.fields[j]!, value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
