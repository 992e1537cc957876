import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { SearchResults } from '~/components/search/search-results';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/search';

export const meta = () => pageMeta(i18next.t('search:metaTitle'), i18next.t('search:metaDescription'));

export default function SearchRoute() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHero title={t('title')} description={t('lead')} />
      <Container className="py-8">
        <SearchResults />
      </Container>
    </>
  );
}
