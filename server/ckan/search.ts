/** package_search: CKAN's parameters read, checked and answered from the shared catalogue search. */
import type { SearchQuery } from '../../core/catalogue/search.ts';
import type { DatasetFormat } from '../../core/catalogue/types.ts';
import type { CatalogueSource, Listing } from './catalogue.ts';
import { badQuery, invalid } from './errors.ts';
import { ckanFormats } from '../../core/catalogue/ckan.ts';
import { groupName, packageDict } from './package.ts';
import { boolean, integer, list, text, type Params } from './params.ts';
import { limits } from '../limits.ts';
import { parseFq, parseQ, parseSort } from './solr.ts';

export const MAX_ROWS = 1000;
export const MAX_Q = 500;
const DEFAULT_SORT = 'score desc, metadata_modified desc';

/** CKAN's facet fields: the search's facet, and each value's CKAN name and display name. */
const facetFields: Record<
  string,
  { facet: string; name: (v: string) => string; display: (v: string, c: Listing) => string }
> = {
  organization: {
    facet: 'source',
    name: (v) => v,
    display: (v, c) => c.organizations.find((o) => o.publisher.id === v)?.publisher.name.en ?? v,
  },
  groups: {
    facet: 'category',
    name: groupName,
    display: (v, c) => c.groups.find((g) => g.category.id === v)?.category.label.en ?? v,
  },
  res_format: {
    facet: 'format',
    name: (v) => ckanFormats[v as DatasetFormat],
    display: (v) => ckanFormats[v as DatasetFormat],
  },
  tags: { facet: 'keyword', name: (v) => v, display: (v) => v },
  license_id: {
    facet: 'license_id',
    name: (v) => v,
    display: (v, c) => c.licences.find((l) => l.id === v)?.title ?? v,
  },
};

function intersect(a: SearchQuery['modified'], b: SearchQuery['modified']): SearchQuery['modified'] {
  if (!a || !b) return a ?? b;
  const from = [a.from, b.from].filter(Boolean).sort().at(-1);
  const to = [a.to, b.to].filter(Boolean).sort()[0];
  return { ...(from && { from }), ...(to && { to }) };
}

function overlap(a: SearchQuery['period'], b: SearchQuery['period']): SearchQuery['period'] {
  if (!a || !b) return a ?? b;
  const from = Math.max(a.from ?? -Infinity, b.from ?? -Infinity);
  const to = Math.min(a.to ?? Infinity, b.to ?? Infinity);
  return { ...(Number.isFinite(from) && { from }), ...(Number.isFinite(to) && { to }) };
}

export async function packageSearch(params: Params, catalogue: CatalogueSource, origin: string) {
  const q = parseQ(text(params, 'q', MAX_Q) ?? '');
  const fqList = list(params, 'fq_list', '["organization:mewa"]', limits.listEntries);
  if (fqList.some((f) => f.length > limits.filterChars))
    throw invalid('fq_list', `each filter must be at most ${limits.filterChars} characters long`);
  const fq = parseFq([text(params, 'fq', limits.filterChars) ?? ''].concat(fqList));
  const filters = (q.filters ?? []).concat(fq.filters ?? []);
  if (filters.length > limits.searchFilters)
    throw badQuery(
      `at most ${limits.searchFilters} filters in q, fq and fq_list together (this has ${filters.length})`,
    );
  const rows = integer(params, 'rows', { fallback: 10, max: MAX_ROWS });
  const start = integer(params, 'start', { fallback: 0 });
  const sortText = text(params, 'sort') ?? DEFAULT_SORT;
  // Each field once, in the order first asked; none when facets are turned off (facet=false), as CKAN does.
  const faceted = boolean(params, 'facet', true);
  const asked = list(params, 'facet.field', '["organization", "groups"]', limits.facetFields);
  const fields = faceted ? [...new Set(asked)] : [];
  for (const field of fields)
    if (!Object.hasOwn(facetFields, field))
      throw invalid(
        'facet.field',
        `unknown field "${field}" (fields: ${Object.keys(facetFields).join(', ')})`,
      );
  const facetLimit = integer(params, 'facet.limit', { fallback: 50, min: -1 });

  const query: SearchQuery = {
    q: q.text,
    filters,
    modified: intersect(q.modified, fq.modified),
    period: overlap(q.period, fq.period),
    sort: parseSort(sortText),
    start,
    rows,
    facets: fields.map((f) => facetFields[f]!.facet),
  };
  const [result, lists] = await Promise.all([catalogue.search(query), catalogue.listing()]);

  const facets: Record<string, Record<string, number>> = {};
  const searchFacets: Record<
    string,
    { title: string; items: { name: string; display_name: string; count: number }[] }
  > = {};
  for (const field of fields) {
    const spec = facetFields[field]!;
    const counts = result.facets[spec.facet] ?? [];
    const shown = facetLimit < 0 ? counts : counts.slice(0, facetLimit);
    facets[field] = Object.fromEntries(shown.map((c) => [spec.name(c.value), c.count]));
    searchFacets[field] = {
      title: field,
      items: shown.map((c) => ({
        name: spec.name(c.value),
        display_name: spec.display(c.value, lists),
        count: c.count,
      })),
    };
  }
  return {
    count: result.count,
    sort: sortText,
    facets,
    search_facets: searchFacets,
    results: result.results.map((d) => packageDict(d, lists.publisherOf(d), lists.categoryOf(d), origin)),
  };
}
