import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { SearchResults } from '~/components/search/search-results';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/search';
import { Island, islandsPage } from '~/components/islands/island';

export const meta = () => pageMeta(i18next.t('search:metaTitle'), i18next.t('search:metaDescription'));

/**
 * In the browser only the results (the form, the filters and the list, read from the address), the header and the
 * feedback line run.
 */
export const handle = islandsPage;

export default function SearchRoute() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHero title={t('title')} description={t('lead')} />
      <Container className="py-8">
        <Island name="search-results" when="used">
          <SearchResults />
        </Island>
      </Container>
    </>
  );
}
