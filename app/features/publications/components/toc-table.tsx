import type { PdfFile } from '@core/publications/files';
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
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/** A publication's table of contents as its PDF has it, by page range: each section linked to its first page (#page=N). */
export function TocTable({
  toc,
  pages,
  href,
  caption = true,
}: {
  toc: PdfFile['toc'];
  /** The PDF's page count: the last section ends there. */
  pages: number;
  href: string;
  caption?: boolean;
}) {
  const { t } = useTexts(publicationsTexts);
  const { number } = useLocale();
  return (
    <Table>
      {caption && <TableCaption className="sr-only">{t('featured.contents')}</TableCaption>}
      <TableHeader>
        <TableRow>
          <TableHead>{t('featured.section')}</TableHead>
          <TableHead className="text-end">{t('featured.pages')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {toc.map((entry, i) => {
          const last = (toc[i + 1]?.page ?? pages + 1) - 1;
          return (
            <TableRow key={entry.title}>
              <TableCell>
                <a href={`${href}#page=${entry.page}`} className="underline-offset-4 hover:underline">
                  {entry.title}
                </a>
              </TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">
                {last > entry.page ? `${number(entry.page)}–${number(last)}` : number(entry.page)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
