import { dataSources } from '@content/datasets';
import { learn } from '@content/learn';
import type { Localized } from '@content/schema';
import { publisherOf } from '@core/catalogue/publishers';
import type { Dataset } from '@core/catalogue/types';

export type CitationData = { slug: string; title: Localized; publisher: Localized; year: number };
/** A licence the published datasets carry, named as content/learn.ts names it, with how many carry it. */
export type LicenceData = { id: string; name: Localized; deed: Localized; count: number };

/**
 * The licences the published datasets carry, most used first, worked out when the page is prerendered: a licence
 * that content/learn.ts does not name stops the build, naming it.
 */
export function licencesOf(datasets: readonly Dataset[]): LicenceData[] {
  const counts = new Map<string, number>();
  for (const d of datasets) counts.set(d.license.id, (counts.get(d.license.id) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => {
      const licence = learn.licences.find((l) => l.id === id);
      if (!licence)
        throw new Error(
          `content/learn.ts: licences: the catalogue publishes datasets under "${id}", not named here`,
        );
      return { id, name: licence.name, deed: licence.deed, count };
    })
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
}

/** What the citation of the published dataset `slug` names; a guide citing a dataset not published stops the build. */
export function citationOf(datasets: readonly Dataset[], slug: string): CitationData {
  const d = datasets.find((x) => x.slug === slug);
  if (!d) throw new Error(`content/guides: a <Citation> names dataset "${slug}", which is not published`);
  return {
    slug: d.slug,
    title: d.title,
    publisher: publisherOf(dataSources, d.source).name,
    year: Number(d.modified.slice(0, 4)),
  };
}
