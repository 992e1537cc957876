import { reports } from '@content/reports';
import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '~/components/ui/pending-button';
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
import { newestFirst } from '~/lib/sort';
import { Card } from '~/components/ui/card';

/** Every report, newest first, with its type, date, pages, size and downloads: cards on phones, a table above. */
export function ReportTable() {
  const { t } = useTranslation('home');
  const { l, number, date, fileSize } = useLocale();
  const sorted = newestFirst(reports, (r) => r.publishDate);
  const download = (title: string) => (
    <PendingButton
      variant="outline"
      size="sm"
      status={t('reports.downloadPending')}
      aria-label={t('reports.downloadTitle', { title })}
    >
      <DownloadIcon aria-hidden />
      {t('reports.download')}
    </PendingButton>
  );
  return (
    <>
      {/* Phones: one card per report. */}
      <ul className="space-y-3 md:hidden">
        {sorted.map((r) => (
          <Card as="li" padding="sm" key={r.id}>
            <h2 className="font-semibold">{l(r.title)}</h2>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {[
                [t('reports.type'), l(r.type)],
                [t('reports.published'), date(r.publishDate)],
                [t('reports.pages'), number(r.pages)],
                [t('reports.size'), fileSize(r.size)],
                [t('reports.downloads'), number(r.downloads)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4">{download(l(r.title))}</div>
          </Card>
        ))}
      </ul>
      <Card padding="none" className="hidden p-2 sm:p-4 md:block">
        <Table>
          <TableCaption>{t('reports.tableCaption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('reports.report')}</TableHead>
              <TableHead scope="col">{t('reports.type')}</TableHead>
              <TableHead scope="col">{t('reports.published')}</TableHead>
              <TableHead scope="col" className="text-end">
                {t('reports.pages')}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {t('reports.size')}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {t('reports.downloads')}
              </TableHead>
              <TableHead scope="col">
                <span className="sr-only">{t('reports.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((r) => (
              <TableRow key={r.id}>
                <TableHead scope="row" className="min-w-52 font-semibold whitespace-normal text-foreground">
                  {l(r.title)}
                </TableHead>
                <TableCell className="whitespace-nowrap">{l(r.type)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={r.publishDate}>{date(r.publishDate)}</time>
                </TableCell>
                <TableCell className="text-end">{number(r.pages)}</TableCell>
                <TableCell className="text-end whitespace-nowrap">{fileSize(r.size)}</TableCell>
                <TableCell className="text-end">{number(r.downloads)}</TableCell>
                <TableCell>{download(l(r.title))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
