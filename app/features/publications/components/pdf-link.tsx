import { DownloadIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/**
 * A Download button that is a link to the built file in the page's language, its label saying the format,
 * language, real size and, for a PDF, its page count: "Download PDF (English, 9 pages, 84.8 kB)".
 */
export function FileLink({
  href,
  bytes,
  pages,
  title,
  format = 'PDF',
  icon = true,
  ...props
}: {
  href: string;
  bytes: number;
  /** The PDF's page count, said on the link. */
  pages?: number;
  /** What the file is, for the accessible name. */
  title: string;
  format?: 'PDF' | 'CSV';
  icon?: boolean;
} & Pick<React.ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  const { t } = useTexts(publicationsTexts);
  const { bytes: size, number } = useLocale();
  const text =
    pages === undefined
      ? t('downloadFile', { format, language: t('language'), size: size(bytes) })
      : t('downloadPdf', { count: pages, pages: number(pages), language: t('language'), size: size(bytes) });
  return (
    <Button asChild variant="outline" {...props}>
      <a
        href={href}
        download
        aria-label={`${text}: ${title}`}
        type={format === 'PDF' ? 'application/pdf' : 'text/csv'}
      >
        {icon && <DownloadIcon aria-hidden />}
        {text}
      </a>
    </Button>
  );
}
