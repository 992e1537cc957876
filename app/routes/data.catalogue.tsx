import { cataloguePage } from '@content/datasets';
import i18next from '~/i18n';
import { CataloguePage } from '~/features/catalogue/components/catalogue-page';
import { pageMeta } from '~/lib/meta';

const lang = () => i18next.language as 'en';

export const meta = () =>
  pageMeta(
    cataloguePage.title[lang()] ?? cataloguePage.title.en,
    cataloguePage.description[lang()] ?? cataloguePage.description.en,
  );

export default function DataCataloguePage() {
  return <CataloguePage />;
}
