import { domains } from '@content/domains';
import { governorates } from '@content/governorates';
import { NotFound } from '~/components/layout/not-found';
import { GovernorateProfile } from '~/features/governorates/components/governorate-profile';
import { geographies } from '~/lib/places';
import { notFoundMeta, pageMeta, text } from '~/lib/meta';
import { latestValue } from '@core/indicators/latest';
import { profileRows } from '@core/indicators/profile';
import { publishedIndicators } from '@core/indicators/published';
import { cpiSummary } from '@core/indicators/summaries';
import { REGION } from '@core/indicators/vocabulary';
import type { PageArgs, PageProps } from './page-module';

const findGovernorate = (id: string | undefined) => governorates.find((g) => g.id === id);

/** Runs when the page is prerendered: the governorate's figures, headline indicators and CPI, beside the region's. */
export async function loader({ params }: PageArgs<'id'>) {
  const g = findGovernorate(params.id);
  if (!g) return { profile: null };
  const indicators = await publishedIndicators();
  const latest = (id: string) =>
    latestValue(
      indicators.find((i) => i.id === id)!,
      g.id,
    )!.value;
  const cpi = cpiSummary(indicators, geographies);
  return {
    profile: {
      figures: { population: latest('population'), gdpGrowth: latest('grp-growth') },
      domainsRows: profileRows(
        indicators,
        g.id,
        domains.map((d) => ({ domain: d.id, names: d.samples.map((s) => s.en) })),
      ),
      cpi: {
        place: cpi.places.find((p) => p.geo === g.id)!,
        region: cpi.places.find((p) => p.geo === REGION)!,
      },
    },
  };
}

export const meta = ({ params }: PageArgs<'id'>) => {
  const g = findGovernorate(params.id);
  return g ? pageMeta(text(g.name), text(g.description)) : notFoundMeta();
};

/** An unknown governorate was never prerendered: the server sends the 404 page, which this keeps. */
export function ErrorBoundary() {
  return <NotFound />;
}

/** /about/governorates/{id}; an unknown id renders the 404 page in place. */

export default function GovernorateRoute({ params, loaderData }: PageProps<typeof loader, 'id'>) {
  const g = findGovernorate(params.id);
  if (!g || !loaderData.profile) return <NotFound />;
  return <GovernorateProfile key={g.id} governorate={g} {...loaderData.profile} />;
}
