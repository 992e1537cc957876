import { paths } from '@core/paths';
import type { PublicationFiles } from '@core/publications/files';
import { useLocale } from '~/i18n/use-locale';
import { FileLink } from './pdf-link';
import { useTexts } from '~/i18n';
import publicationsTexts from '~/i18n/namespaces/publications';

/** Download Catalog: the publications list as CSV and as PDF in the page's language, both built with the data. */
export function CatalogDownload({ sizes }: { sizes: PublicationFiles['catalogue'] }) {
  const { t } = useTexts(publicationsTexts);
  const { locale } = useLocale();
  const title = t('downloadCatalog');
  return (
    <div role="group" aria-label={title} className="flex flex-wrap items-center gap-3">
      <span className="font-semibold text-white">{title}:</span>
      {(['CSV', 'PDF'] as const).map((format) => (
        <FileLink
          key={format}
          format={format}
          variant="inverse"
          size="lg"
          href={paths.download('publications', `catalogue.${locale}.${format.toLowerCase()}`)}
          bytes={sizes[locale][format === 'CSV' ? 'csv' : 'pdf']}
          title={title}
        />
      ))}
    </div>
  );
}
