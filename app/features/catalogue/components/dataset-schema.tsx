import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/components/ui/table';
import { useLocale } from '~/i18n/use-locale';
import type { Dataset } from '@core/catalogue/types';
import { cardVariants } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import datasetTexts from '~/i18n/namespaces/dataset';

/** The columns (or attributes) of the data file: name, type, unit and meaning. */
export function DatasetSchema({ dataset: d }: { dataset: Dataset }) {
  const { t } = useTexts(datasetTexts);
  const { l } = useLocale();
  return (
    <section>
      <h2 id="schema-heading" className="text-xl font-semibold">
        {t('schema.title')}
      </h2>
      <Table
        container={{
          role: 'region',
          'aria-labelledby': 'schema-heading',
          tabIndex: 0,
          className: cn(
            cardVariants({ padding: 'none', flat: true }),
            'mt-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          ),
        }}
      >
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t('schema.name')}</TableHead>
            <TableHead scope="col">{t('schema.type')}</TableHead>
            <TableHead scope="col">{t('schema.unit')}</TableHead>
            <TableHead scope="col">{t('schema.meaning')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {d.fields.map((f) => (
            <TableRow key={f.name}>
              <TableCell className="font-mono text-xs" dir="ltr">
                {f.name}
              </TableCell>
              <TableCell>{t(`schema.types.${f.type}`)}</TableCell>
              <TableCell dir="ltr">{f.unit ?? '—'}</TableCell>
              <TableCell className="min-w-56">
                {l(f.title)}
                {f.description && <span className="block text-muted-foreground">{l(f.description)}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
