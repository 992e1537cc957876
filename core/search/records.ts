/** What the portal search finds: one record per thing the portal publishes, with its text in both languages. */
import type { DatasetSummary } from '../catalogue/types';
import { paths } from '../paths';
import type { Localized } from '../schema';

/** In the order results are grouped. */
export const searchTypes = [
  'dataset',
  'indicator',
  'publication',
  'report',
  'story',
  'governorate',
  'question',
  'page',
] as const;
export type SearchType = (typeof searchTypes)[number];

/** Each type's name, for one result and for the group of them, in both languages. */
export const typeNames: Record<SearchType, { one: Localized; many: Localized }> = {
  dataset: { one: { en: 'Dataset', ar: 'مجموعة بيانات' }, many: { en: 'Datasets', ar: 'مجموعات البيانات' } },
  indicator: { one: { en: 'Indicator', ar: 'مؤشر' }, many: { en: 'Indicators', ar: 'المؤشرات' } },
  publication: { one: { en: 'Publication', ar: 'منشور' }, many: { en: 'Publications', ar: 'المنشورات' } },
  report: { one: { en: 'Report', ar: 'تقرير' }, many: { en: 'Reports', ar: 'التقارير' } },
  story: { one: { en: 'Data story', ar: 'قصة بيانات' }, many: { en: 'Data stories', ar: 'قصص البيانات' } },
  governorate: { one: { en: 'Governorate', ar: 'محافظة' }, many: { en: 'Governorates', ar: 'المحافظات' } },
  question: {
    one: { en: 'Question', ar: 'سؤال' },
    many: { en: 'Questions and answers', ar: 'الأسئلة والأجوبة' },
  },
  page: { one: { en: 'Page', ar: 'صفحة' }, many: { en: 'Pages', ar: 'الصفحات' } },
};

export type SearchRecord = {
  /** Unique: `${type}:${key}`. */
  id: string;
  type: SearchType;
  /** The English site path (with an #anchor where the item is part of a page); `localize` it for Arabic. */
  path: string;
  title: Localized;
  /** The words around the title: description, summary, keywords. */
  text: Localized;
};

/** The fields a record is searched by, and how much each weighs. */
export const FIELDS = [
  { text: (r: SearchRecord) => r.title.en, boost: 3 },
  { text: (r: SearchRecord) => r.title.ar, boost: 3 },
  { text: (r: SearchRecord) => r.text.en, boost: 1 },
  { text: (r: SearchRecord) => r.text.ar, boost: 1 },
];

/** The index the build writes (build-index.ts) and the engine reads (engine.ts). */
export type SearchIndex = {
  records: SearchRecord[];
  /** Every term the records' words are indexed under, in order (of UTF-16 code units, as `sort()` leaves them). */
  terms: string[];
  /**
   * For each term, the records it occurs in, flat: [record, counts, record, counts …], each record given as the
   * step from the one before (the first from 0), `counts` its number of occurrences in each field, four bits a
   * field in the order of FIELDS.
   */
  postings: number[][];
  /** Each record's length in words in each field: record r's at 4r … 4r + 3. */
  lengths: number[];
};

/** The index file the build writes and the server searches (server/search.ts); no browser downloads it. */
export const SEARCH_INDEX = '/search/index.json';

/**
 * A dataset's record: its title, and its description with its keywords (the build's index and the server's, which
 * makes the datasets' records anew from the store when the catalogue changes: server/search.ts).
 */
export function datasetRecord(
  d: Pick<DatasetSummary, 'slug' | 'title' | 'description' | 'keywords'>,
): SearchRecord {
  const text = (lang: 'en' | 'ar') =>
    [d.description[lang], d.keywords[lang].join(lang === 'en' ? ', ' : '، ')].filter(Boolean).join(' · ');
  return {
    id: `dataset:${d.slug}`,
    type: 'dataset',
    path: paths.dataset(d.slug),
    title: d.title,
    text: { en: text('en'), ar: text('ar') },
  };
}
