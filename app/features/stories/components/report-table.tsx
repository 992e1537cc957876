import { reports } from '@content/reports';
import { DownloadIcon } from 'lucide-react';
import { paths } from '@core/paths';
import type { PublicationFiles } from '@core/publications/files';
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
import { newestFirst } from '~/lib/sort';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/** Every report, newest first, with its type, date, pages, size and downloads: cards on phones, a table above. */
export function ReportTable({ files }: { files: PublicationFiles['reports'] }) {
  const { t } = useTexts(homeTexts);
  const { l, number, date, bytes, locale } = useLocale();
  const sorted = newestFirst(reports, (r) => r.publishDate);
  const file = (id: string) => files[id]![locale];
  /** A link to the report's PDF in the page's language, saying the language and the real size. */
  const download = (id: string, title: string) => {
    const text = t('reports.download', { size: bytes(file(id).bytes) });
    return (
      <Button asChild variant="outline" size="sm">
        <a
          href={paths.publicationPdf('reports', id, locale)}
          download
          type="application/pdf"
          aria-label={`${text}: ${title}`}
        >
          <DownloadIcon aria-hidden />
          {text}
        </a>
      </Button>
    );
  };
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
                [t('reports.pages'), number(file(r.id).pages)],
                [t('reports.size'), bytes(file(r.id).bytes)],
                [t('reports.downloads'), number(r.downloads)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4">{download(r.id, l(r.title))}</div>
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
                <TableCell className="text-end">{number(file(r.id).pages)}</TableCell>
                <TableCell className="text-end whitespace-nowrap">{bytes(file(r.id).bytes)}</TableCell>
                <TableCell className="text-end">{number(r.downloads)}</TableCell>
                <TableCell>{download(r.id, l(r.title))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
