import { publications } from '@content/publications';
import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { publicationsCatalogCsv, type CatalogColumns } from '../lib/catalog-csv';
import { downloadText } from '~/lib/download';

/** Download Catalog: a CSV of the publications list, built from the content on the page. */
export function CatalogDownload() {
  const { t } = useTranslation('publications');
  const { l } = useLocale();
  const [done, setDone] = useState(false);
  const file = t('catalogFile');

  function download() {
    const columns = t('csv', { returnObjects: true }) as CatalogColumns;
    const csv = publicationsCatalogCsv(publications.publications, columns, l, (id) => {
      const category = publications.categories.find((c) => c.id === id);
      return category ? l(category.label) : id;
    });
    downloadText(file, csv);
    setDone(true);
  }

  return (
    <>
      <Button variant="inverse" size="lg" onClick={download}>
        <FileDownIcon aria-hidden />
        {t('downloadCatalog')}
      </Button>
      <p role="status" className="basis-full text-sm font-medium text-white empty:hidden">
        {done && t('catalogReady', { file })}
      </p>
    </>
  );
}
