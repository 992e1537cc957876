/** The catalogue as the build published it (build/data/catalogue.json): what the pages must show. */
import { readFileSync } from 'node:fs';
import type { Catalogue } from '../core/catalogue/types';
import { publishedFile } from '../core/catalogue/published';

export const published = JSON.parse(readFileSync(publishedFile(), 'utf8')) as Catalogue;
export const publishedDataset = (slug: string) => published.datasets.find((d) => d.slug === slug)!;
