import { dataSources } from '@content/datasets';
import { learn } from '@content/learn';
import type { Localized } from '@content/schema';
import { publisherOf } from '@core/catalogue/publishers';
import type { Dataset } from '@core/catalogue/types';

export type CitationData = { slug: string; title: Localized; publisher: Localized; year: number };
export type LearnData = {
  /**
   * The licences the published datasets carry, named as content/learn.ts names them, with how many carry each,
   * most used first.
   */
  licences: { id: string; name: Localized; deed: Localized; count: number }[];
  /** The datasets the guides cite as examples, by slug. */
  citations: Record<string, CitationData>;
};

/**
 * What the Learning Centre states about the published catalogue, worked out when the page is prerendered: a
 * licence or an example dataset that content/learn.ts does not match stops the build, naming it.
 */
export function learnData(datasets: readonly Dataset[]): LearnData {
  const counts = new Map<string, number>();
  for (const d of datasets) counts.set(d.license.id, (counts.get(d.license.id) ?? 0) + 1);
  const licences = [...counts]
    .map(([id, count]) => {
      const licence = learn.licences.find((l) => l.id === id);
      if (!licence)
        throw new Error(
          `content/learn.ts: licences: the catalogue publishes datasets under "${id}", not named here`,
        );
      return { id, name: licence.name, deed: licence.deed, count };
    })
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  const citations: Record<string, CitationData> = {};
  for (const block of learn.guides.flatMap((g) => g.blocks)) {
    if (block.type !== 'citation') continue;
    const d = datasets.find((x) => x.slug === block.dataset);
    if (!d)
      throw new Error(
        `content/learn.ts: a citation names dataset "${block.dataset}", which is not published`,
      );
    citations[d.slug] = {
      slug: d.slug,
      title: d.title,
      publisher: publisherOf(dataSources, d.source).name,
      year: Number(d.modified.slice(0, 4)),
    };
  }
  return { licences, citations };
}
