import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useTexts } from '~/i18n';
import catalogueTexts from '~/i18n/namespaces/catalogue';

/** Previous / next through the result pages; hidden when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTexts(catalogueTexts);
  const { number } = useLocale();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
        {t('pagination.previous')}
      </Button>
      <p className="text-sm">{t('pagination.status', { page: number(page), pages: number(pages) })}</p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
