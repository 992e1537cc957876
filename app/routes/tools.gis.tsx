import { gis } from '@content/gis';
import { site } from '@content/site';
import { Island, islandsPage } from '~/components/islands/island';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { GisHub } from '~/features/gis/components/gis-hub';
import { useLocale } from '~/i18n/use-locale';
import { pageMeta, text } from '~/lib/meta';

export const meta = () => pageMeta(text(gis.title), text(gis.subtitle));

/** Static but for its tools (an island: layers, query, legend, map and results) and the header. */
export const handle = islandsPage;

const crumbs = ['home', 'tools'].map((id) => site.nav.find((item) => item.id === id)!);

export default function GisHubPage() {
  const { l } = useLocale();
  return (
    <Container className="py-8">
      <PageHeader
        trail={crumbs.map((item) => ({ label: l(item.label), to: item.href }))}
        title={l(gis.title)}
        lead={l(gis.subtitle)}
      />
      <Island name="gis-hub">
        <GisHub />
      </Island>
    </Container>
  );
}
