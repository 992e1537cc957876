import { LearnPage } from '~/features/help/components/learn-page';
import { learnData } from '~/features/help/lib/learn-data';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import { publishedCatalogue } from '@core/catalogue/published';
import type { Route } from './+types/participate.learn';
import '~/i18n/namespaces/help';
import { islandsPage } from '~/components/islands/island';

/** Runs when the page is prerendered: the licences the datasets carry and the example citation's dataset. */
export async function loader() {
  return learnData((await publishedCatalogue()).all);
}

export const meta = () =>
  pageMeta(i18next.t('help:learn.metaTitle'), i18next.t('help:learn.metaDescription'));

/** Static content but its Copy buttons: in the browser only they, the header and the feedback line run. */
export const handle = islandsPage;

/** /participate/learn: guides to finding, reading, downloading, citing, reusing and embedding data; a glossary. */
export default function ParticipateLearnRoute({ loaderData }: Route.ComponentProps) {
  return <LearnPage data={loaderData} />;
}
