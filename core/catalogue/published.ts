/**
 * The published catalogue: the file the data build writes (build/data/catalogue.json), read and checked against
 * its schema in one place for the pages' build-time loaders and the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { issueLines } from '../schema.ts';
import { memoryCatalogue, type MemoryCatalogue } from './provider.ts';
import { CatalogueSchema } from './schema.ts';
import type { Catalogue, Dataset } from './types.ts';

/** The data build's output file under BUILD_DIR (default build/). */
export const publishedFile = () => path.resolve(process.env.BUILD_DIR ?? 'build', 'data', 'catalogue.json');

/**
 * The catalogue in `file`: null while there is none (or it is still being written), an error naming the fields
 * when it does not match the schema (a build of another version, a hand edit).
 */
export async function readCatalogue(file: string): Promise<Catalogue | null> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  const parsed = CatalogueSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid catalogue\n${issueLines(file, parsed.error).join('\n')}`);
  return parsed.data;
}

let published: Promise<MemoryCatalogue<Dataset>> | null = null;

/** The published catalogue in memory, read once per process; the pages' loaders need it to exist. */
export function publishedCatalogue(): Promise<MemoryCatalogue<Dataset>> {
  published ??= readCatalogue(publishedFile()).then((catalogue) => {
    if (!catalogue) throw new Error(`Cannot read ${publishedFile()}: run \`npm run build:data\` first.`);
    return memoryCatalogue(catalogue.datasets);
  });
  return published;
}
