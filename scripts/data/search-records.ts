/**
 * The portal search's records (core/search/records.ts), from what the build publishes: the catalogue's datasets,
 * the indicators, and content/ (publications, reports, stories with their text, governorates, the support page's
 * questions); and
 * the other pages, by the title
 * and description their prerendered HTML carries in each language.
 */
import { domains } from '../../content/domains.ts';
import { governorates } from '../../content/governorates.ts';
import { publications } from '../../content/publications.ts';
import { reports } from '../../content/reports.ts';
import { stories } from '../../content/stories.ts';
import { question, storyText } from '../../content/collections.ts';
import { support } from '../../content/support.ts';
import type { DatasetSummary } from '../../core/catalogue/types.ts';
import type { Indicator } from '../../core/indicators/schema.ts';
import { paths } from '../../core/paths.ts';
import type { Localized } from '../../core/schema.ts';
import { datasetRecord, type SearchRecord } from '../../core/search/records.ts';
import { contentFiles } from './content-files.ts';

const both = (...parts: (Localized | string | undefined)[]): Localized => {
  const join = (lang: 'en' | 'ar') =>
    parts
      .map((p) => (typeof p === 'string' ? p : p?.[lang]))
      .filter(Boolean)
      .join(' · ');
  return { en: join('en'), ar: join('ar') };
};

/** An entry of a collection in both languages, by id: content/<collection>/en/<id> and ar/<id>. */
function bothFiles<S extends Parameters<typeof contentFiles>[2]>(collection: string, schema: S) {
  const ar = new Map(contentFiles(collection, 'ar', schema).map((e) => [e.id, e]));
  return contentFiles(collection, 'en', schema).map((en) => {
    const other = ar.get(en.id);
    if (!other)
      throw new Error(`content/${collection}/ar/${en.id}: missing (content/${collection}/en/ has it)`);
    return { id: en.id, en, ar: other };
  });
}

/** A story's paragraphs in both languages (content/stories/<lang>/<id>.md: plain paragraphs). */
function storyParagraphs(): Map<string, Localized[]> {
  const paragraphs = (body: string) => body.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim());
  return new Map(
    bothFiles('stories', storyText).map(({ id, en, ar }) => {
      const [pe, pa] = [paragraphs(en.body), paragraphs(ar.body)];
      return [id, pe.map((p, i) => ({ en: p, ar: pa[i] ?? '' }))];
    }),
  );
}

/** A page other than a dataset, indicator, story or governorate: its English path, and its title and description per language. */
export type PageText = { path: string; title: Localized; description: Localized };

export function searchRecords({
  datasets,
  indicators,
  pages,
}: {
  datasets: readonly DatasetSummary[];
  indicators: readonly Indicator[];
  pages: readonly PageText[];
}): SearchRecord[] {
  const domainTitle = new Map(domains.map((d) => [d.id, d.title]));
  const storyText = storyParagraphs();
  const groupOrder = support.faq.groups.map((g) => g.id);
  const questions = bothFiles('faq', question).toSorted(
    (a, b) =>
      groupOrder.indexOf(a.en.data.group) - groupOrder.indexOf(b.en.data.group) ||
      a.en.data.order - b.en.data.order,
  );
  return [
    ...datasets.map(datasetRecord),
    ...indicators.map((i): SearchRecord => ({
      id: `indicator:${i.id}`,
      type: 'indicator',
      path: paths.indicator(i.id),
      title: i.name,
      text: both(
        i.definition,
        domainTitle.get(i.domain),
        i.sdg ? { en: `SDG ${i.sdg.target}`, ar: `هدف التنمية المستدامة ${i.sdg.target}` } : undefined,
      ),
    })),
    ...publications.publications.map((p): SearchRecord => ({
      id: `publication:${p.id}`,
      type: 'publication',
      path: `/publications#pub-${p.id}`,
      title: p.title,
      text: both(p.type, p.description),
    })),
    ...reports.map((r): SearchRecord => ({
      id: `report:${r.id}`,
      type: 'report',
      path: '/publications/reports',
      title: r.title,
      text: r.type,
    })),
    ...stories.map((s): SearchRecord => ({
      id: `story:${s.id}`,
      type: 'story',
      path: paths.story(s.id),
      title: s.title,
      text: both(s.category, s.description, ...(storyText.get(s.id) ?? [])),
    })),
    ...governorates.map((g): SearchRecord => ({
      id: `governorate:${g.id}`,
      type: 'governorate',
      path: paths.governorate(g.id),
      title: g.name,
      text: g.description,
    })),
    ...questions.map(({ id, en, ar }): SearchRecord => ({
      id: `question:${id}`,
      type: 'question',
      path: `/participate/support#faq-${id}`,
      title: { en: en.data.question, ar: ar.data.question },
      text: support.faq.groups.find((g) => g.id === en.data.group)!.title,
    })),
    ...pages.map((p): SearchRecord => ({
      id: `page:${p.path}`,
      type: 'page',
      path: p.path,
      title: p.title,
      text: p.description,
    })),
  ];
}

/** Pages that have records of their own type, or that no one should find by searching. */
export const notAPage = (englishPath: string) =>
  /^\/(404|search|embed\/.*|participate\/newsletter\/unsubscribe|data\/catalogue\/.+|data\/indicators\/.+|publications\/stories\/.+|about\/governorates\/.+)$/.test(
    englishPath,
  );
