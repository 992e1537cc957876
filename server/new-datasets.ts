/**
 * The home page's newest datasets as the store has them now: the answer to the page's server island
 * (app/islands/new-datasets.astro), which the prerendered home page asks for as it loads. Astro renders the island
 * with `locals.newDatasets`; while the store is away the answer is the unavailable page's 503, and the page keeps
 * the datasets it was built with.
 */
import type { FastifyInstance } from 'fastify';
import { NEW_DATASETS_SHOWN, newDatasetOf } from '../core/catalogue/new-datasets.ts';
import type { Dataset } from '../core/catalogue/types.ts';
import type { CurrentSource } from './ckan/catalogue.ts';
import type { Render } from './on-demand.ts';
import { readCatalogue } from './unavailable.ts';

/** The island's address: Astro's for a server island, by the component's name. */
export const NEW_DATASETS_ISLAND = '/_server-islands/NewDatasets';

export async function newDatasets(
  app: FastifyInstance,
  { source, render }: { source: CurrentSource; render: Render },
) {
  app.get(NEW_DATASETS_ISLAND, async (req, reply) => {
    const found = await readCatalogue(source, render, req, reply, 'new datasets', async (ready) => {
      // The newest first and, of those revised the same day, the first published first, as the build orders
      // them: those newer than the last one's day, then the first of that day
      const top = await ready.search({ sort: { by: 'modified', order: 'desc' }, rows: NEW_DATASETS_SHOWN });
      const day = top.results.at(-1)?.modified;
      if (!day) return [];
      const newer = top.results.filter((d) => d.modified > day);
      const sameDay = await ready.search({
        modified: { from: day, to: day },
        sort: { by: 'id', order: 'asc' },
        rows: NEW_DATASETS_SHOWN - newer.length,
      });
      const byDay = (a: Dataset, b: Dataset) => b.modified.localeCompare(a.modified) || a.id - b.id;
      return [...newer.sort(byDay), ...sameDay.results].map(newDatasetOf);
    });
    if (!found) return;
    return render(req, reply, undefined, {
      newDatasets: found.value,
      headers: { 'Cache-Control': 'no-cache' },
    });
  });
}
