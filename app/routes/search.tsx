import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/search';

export const meta = () => pageMeta(i18next.t('search:metaTitle'), i18next.t('search:metaDescription'));

/**
 * The results page: static but for `results` (the form, the filters and the list, read from the address), an
 * island given by its page (app/pages/[...lang]/search.astro).
 */
export default function SearchRoute({ results }: { results: React.ReactNode }) {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHero title={t('title')} description={t('lead')} />
      <Container className="py-8">{results}</Container>
    </>
  );
}
