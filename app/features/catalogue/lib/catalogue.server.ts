/**
 * The catalogue provider of pages' build-time loaders: the static catalogue the data build wrote
 * (build/data/catalogue.json). A CKAN backend could replace it by implementing the same three functions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Catalogue, Dataset, DatasetSummary } from '@core/catalogue/types';
import { CatalogueSchema } from '@core/catalogue/schema';

let cached: Catalogue | null = null;

function catalogue(): Catalogue {
  if (cached) return cached;
  const file = path.resolve(process.env.BUILD_DIR ?? 'build', 'data', 'catalogue.json');
  try {
    cached = CatalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`Cannot read ${file} (${(error as Error).message}): run \`npm run build:data\` first.`);
  }
  return cached;
}

export function toSummary(d: DatasetSummary): DatasetSummary {
  const { id, slug, title, description, category, source, formats, downloads, featured, modified } = d;
  const { coverage, size, keywords, resources } = d;
  return {
    id,
    slug,
    title,
    description,
    category,
    source,
    formats,
    downloads,
    featured,
    modified,
    coverage,
    size,
    keywords,
    resources,
  };
}

/** Every dataset's summary, in catalogue order. */
export function listDatasets(): DatasetSummary[] {
  return catalogue().datasets.map(toSummary);
}

/** The whole record of one dataset, or null. */
export function getDataset(slug: string): Dataset | null {
  return catalogue().datasets.find((d) => d.slug === slug) ?? null;
}
