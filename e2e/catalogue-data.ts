/** The catalogue as the build published it (build/data/catalogue.json): what the pages must show. */
import { readFileSync } from 'node:fs';
import { cataloguePeriods } from '../content/datasets';
import type { Catalogue, DatasetCategory, DatasetFormat } from '../core/catalogue/types';
import { publishedFile } from '../core/catalogue/published';
import { memoryCatalogue } from '../core/catalogue/provider';

export const published = JSON.parse(readFileSync(publishedFile(), 'utf8')) as Catalogue;
export const publishedDataset = (slug: string) => published.datasets.find((d) => d.slug === slug)!;

/** Where a file of the seed is on the pages: its first version's address (/downloads/<slug>/v1/<file>). */
export const liveUrl = (resource: { url: string }) => resource.url.replace(/\/([^/]+)$/, '/v1/$1');

/** The datasets made by hand, by title, first in catalogue order (the indicators' datasets follow). */
export const HAND_MADE = [
  'Industrial Zone Parcels',
  'Labor Force Statistics',
  'Agricultural Production Value 2020-2024',
  'Groundwater Well Locations',
  'Major Road Network',
  'Population Census 2025',
];

/** The datasets made by hand under data/datasets (the indicators' datasets follow them in catalogue order). */
export const handMade = published.datasets.filter((d) => !d.slug.startsWith('indicator-'));

const memory = memoryCatalogue(published.datasets);
type Query = {
  q?: string;
  category?: DatasetCategory;
  period?: string;
  formats?: DatasetFormat[];
  sources?: string[];
  page?: number;
};

/** What the catalogue page must list for a query: its count and the titles of the page (20 a page). */
export function expected({ page = 1, period, ...query }: Query = {}) {
  const { count, results } = memory.search({
    q: '',
    category: null,
    formats: [],
    sources: [],
    ...query,
    period: cataloguePeriods.find((p) => p.id === period) ?? null,
    start: (page - 1) * 20,
    rows: 20,
  });
  return {
    count,
    titles: results.map((d) => d.title.en),
    showing: `Showing ${new Intl.NumberFormat('en').format(count)} dataset${count === 1 ? '' : 's'}`,
  };
}
