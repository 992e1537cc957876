/**
 * The catalogue in CKAN's terms, shared by the server's Action API and the catalogue page (which searches a large
 * catalogue through that API): format names, the package_search request for a page query, and a package read
 * back as a catalogue summary.
 */
import { searchTerms } from './search-text';
import {
  datasetCategories,
  datasetFormats,
  type DatasetCategory,
  type DatasetFormat,
  type DatasetSummary,
} from './types';

/** What the catalogue page asks: words, a category, formats, publishers, and a period of years. */
export type PageQuery = {
  q: string;
  category: DatasetCategory | null;
  formats: readonly DatasetFormat[];
  sources: readonly string[];
};

/** CKAN's usual names of our formats (the labels CKAN's resource_formats.json gives them). */
export const ckanFormats: Record<DatasetFormat, string> = {
  CSV: 'CSV',
  Excel: 'XLSX',
  JSON: 'JSON',
  Shapefile: 'SHP',
  PDF: 'PDF',
  GeoJSON: 'GeoJSON',
  KML: 'KML',
  DXF: 'DXF',
};

/** Our format for a CKAN format name or our own name, in any case. */
export function formatFromCkan(name: string): DatasetFormat | undefined {
  const wanted = name.toLowerCase();
  return datasetFormats.find((f) => f.toLowerCase() === wanted || ckanFormats[f].toLowerCase() === wanted);
}

const any = (field: string, values: readonly string[]) =>
  values.length === 1 ? `${field}:"${values[0]}"` : `${field}:(${values.map((v) => `"${v}"`).join(' OR ')})`;

/** package_search's parameters for a catalogue page query and a results page. */
export function searchParams(
  query: PageQuery,
  period: { from?: number; to?: number } | undefined,
  start: number,
  rows: number,
) {
  const fq: string[] = [];
  if (query.category) fq.push(`groups:${query.category.toLowerCase()}`);
  if (query.formats.length)
    fq.push(
      any(
        'res_format',
        query.formats.map((f) => ckanFormats[f]),
      ),
    );
  if (query.sources.length) fq.push(any('organization', query.sources));
  if (period?.from !== undefined) fq.push(`temporal_end:[${period.from} TO *]`);
  if (period?.to !== undefined) fq.push(`temporal_start:[* TO ${period.to}]`);
  // The page shows no facet counts: none asked (counting them is most of a search's time on a large catalogue)
  const params = new URLSearchParams({ rows: String(rows), start: String(start), facet: 'false' });
  // The words as the search compares them, each quoted so that none is read as Solr syntax (OR, *, field:value):
  // the server then matches exactly as the page does.
  const words = searchTerms(query.q);
  if (words.length) params.set('q', words.map((w) => `"${w.replaceAll('"', '')}"`).join(' '));
  if (fq.length) params.set('fq', fq.join(' AND '));
  return params;
}

type Extra = { key: string; value: string };
export type CkanPackage = {
  name: string;
  title_translated: { en: string; ar: string };
  notes_translated: { en: string; ar: string };
  metadata_modified: string;
  owner_org: string;
  groups: { name: string }[];
  tags: { name: string }[];
  /** The keywords by language (the tags are both lists together). */
  tags_translated?: { en: string[]; ar: string[] };
  resources: { id: string; format: string; name: string; url: string; mimetype: string; size: number }[];
  extras: Extra[];
};

/** A package of package_search as the catalogue card shows it. */
export function fromCkanPackage(p: CkanPackage): DatasetSummary {
  const extra = (key: string) => p.extras.find((e) => e.key === key)?.value ?? '';
  const resources = p.resources.flatMap((r) => {
    const format = formatFromCkan(r.format);
    return format
      ? [
          {
            id: r.id,
            format,
            fileName: r.name,
            url: new URL(r.url).pathname,
            mediaType: r.mimetype,
            size: r.size,
          },
        ]
      : [];
  });
  return {
    id: Number(extra('catalogue_id')),
    slug: p.name,
    title: p.title_translated,
    description: p.notes_translated,
    category: datasetCategories.find((c) => c.toLowerCase() === p.groups[0]?.name) ?? 'Governance',
    source: p.owner_org,
    formats: resources.map((r) => r.format),
    downloads: Number(extra('downloads')),
    featured: extra('featured') === 'true',
    modified: p.metadata_modified.slice(0, 10),
    coverage: {
      from: Number(extra('temporal_start').slice(0, 4)),
      to: Number(extra('temporal_end').slice(0, 4)),
    },
    size: resources[0]?.size ?? 0,
    keywords: p.tags_translated ?? { en: p.tags.map((t) => t.name), ar: [] },
    resources,
  };
}
