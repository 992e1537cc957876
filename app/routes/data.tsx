import { indicators } from '@content/indicators';
import { DataHero } from '~/features/data/components/data-hero';
import { DataStats } from '~/features/data/components/data-stats';
import { DataTabs } from '~/features/data/components/data-tabs';
import { dataTabs, tabForRouteId, type DataTab } from '~/features/data/lib/tabs';
import { islandsPage } from '~/components/islands/island';
import { pageMeta, text } from '~/lib/meta';
import { publishedIndicators } from '@core/indicators/published';
import { cpiSummary, sdgSummary } from '@core/indicators/summaries';
import { geographies } from '~/lib/places';
import type { Route } from './+types/data';

/** Runs when the page is prerendered: SDG progress and CPI scores, computed from the published indicators. */
export async function loader() {
  const indicators = await publishedIndicators();
  return { sdg: sdgSummary(indicators), cpi: cpiSummary(indicators, geographies) };
}

/** One module serves /data, /data/sdg and /data/cpi (route ids data, data-sdg, data-cpi; see app/routes.ts). */
export const meta: Route.MetaFunction = ({ matches }) => tabMeta(tabForRouteId(matches.at(-1)?.id));

function tabMeta(tab: DataTab) {
  const title = text(indicators.hero.title);
  if (tab === 'sdg')
    return pageMeta(`${text(indicators.sdg.title)} – ${title}`, text(indicators.sdg.description));
  if (tab === 'cpi')
    return pageMeta(`${text(indicators.cpi.title)} – ${title}`, text(indicators.cpi.description));
  return pageMeta(title, text(indicators.hero.lead));
}

/** Static but for the hero's two buttons and the tab list (islands): every panel is in the page. */
export const handle = islandsPage;

export default function Data({ matches, loaderData }: Route.ComponentProps) {
  const tab = tabForRouteId(matches.at(-1)?.id);
  const titles = Object.fromEntries(dataTabs.map((t) => [t, tabMeta(t)[0]!.title])) as Record<
    DataTab,
    string
  >;
  return (
    <>
      <DataHero />
      <DataStats />
      <DataTabs tab={tab} titles={titles} sdg={loaderData.sdg} cpi={loaderData.cpi} />
    </>
  );
}
