import { publications } from '@content/publications';
import { useTranslation } from 'react-i18next';
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

/** The featured report's table of contents, section by page range. */
export function TocTable({ caption = true }: { caption?: boolean }) {
  const { t } = useTranslation('publications');
  const { l, number } = useLocale();
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
        {publications.featured.toc.map((entry) => (
          <TableRow key={entry.from}>
            <TableCell>{l(entry.title)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">
              {t('featured.pageRange', { from: number(entry.from), to: number(entry.to) })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
