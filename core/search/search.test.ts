import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { createSearch } from './engine';
import { presentHit } from './present';
import type { SearchRecord } from './records';
import { arabicBase, markMatches } from './terms';

const records: SearchRecord[] = [
  {
    id: 'indicator:population',
    type: 'indicator',
    path: '/data/indicators/population',
    title: { en: 'Population', ar: 'عدد السكان' },
    text: { en: 'Residents of the region at mid-year.', ar: 'عدد المقيمين في المنطقة على مستوى المحافظات.' },
  },
  {
    id: 'dataset:groundwater-well-locations',
    type: 'dataset',
    path: '/data/catalogue/groundwater-well-locations',
    title: { en: 'Groundwater Well Locations', ar: 'مواقع آبار المياه الجوفية' },
    text: { en: 'Wells surveyed in 2024, with depth.', ar: 'الآبار التي مُسحت في عام ٢٠٢٤ مع أعماقها.' },
  },
  {
    id: 'story:renewable-energy',
    type: 'story',
    path: '/publications/stories/renewable-energy',
    title: {
      en: 'Sun, wind and water: Hail’s energy transition',
      ar: 'الشمس والرياح والمياه: تحوّل حائل في مجال الطاقة',
    },
    text: { en: 'Solar farms and industries.', ar: 'مزارع الطاقة الشمسية والصناعات.' },
  },
  {
    id: 'publication:population-demographics',
    type: 'publication',
    path: '/publications#pub-population-demographics',
    title: { en: 'Population & Demographics Bulletin', ar: 'نشرة السكان والخصائص الديموغرافية' },
    text: { en: 'Statistics by age and nationality.', ar: 'إحصاءات حسب العمر والجنسية.' },
  },
];
const search = createSearch(buildSearchIndex(records));
const ids = (q: string, type?: SearchRecord['type']) =>
  search
    .search(q)
    .best(10, type)
    .map((h) => h.record.id);

describe('portal search', () => {
  it.each([
    ['hamza and madda: ابار finds آبار', 'الابار', 'dataset:groundwater-well-locations'],
    ['taa marbuta as haa: الجوفيه', 'الجوفيه', 'dataset:groundwater-well-locations'],
    ['diacritics ignored', 'المِيَاهُ الجَوْفِيَّة', 'dataset:groundwater-well-locations'],
    ['tatweel ignored', 'الجـــوفية', 'dataset:groundwater-well-locations'],
    ['alef maqsura as yaa', 'مستوي', 'indicator:population'],
    ['the article does not prevent a match', 'سكان', 'indicator:population'],
    ['nor و + ال', 'والسكان', 'indicator:population'],
    ['nor ب + ال', 'بالسكان', 'indicator:population'],
    ['nor ل + ل', 'للمياه', 'dataset:groundwater-well-locations'],
    ['shadda in the query', 'تحوّل', 'story:renewable-energy'],
    ['Arabic-Indic digits match Western digits', '٢٠٢٤', 'dataset:groundwater-well-locations'],
    ['Western digits find Arabic-Indic ones', '2024 آبار', 'dataset:groundwater-well-locations'],
    ['English stems: statistic → statistics', 'statistic', 'publication:population-demographics'],
    ['English stems: industry → industries', 'industry', 'story:renewable-energy'],
    ['a typo is forgiven', 'groundwter', 'dataset:groundwater-well-locations'],
    ['two letters swapped are forgiven', 'grounwdater', 'dataset:groundwater-well-locations'],
    ['a letter too many is forgiven', 'groundwaater', 'dataset:groundwater-well-locations'],
    ['the word being typed is a prefix', 'demogr', 'publication:population-demographics'],
    [
      'an English query finds an item whose Arabic title is shown',
      'wells',
      'dataset:groundwater-well-locations',
    ],
  ])('%s', (_rule, q, id) => {
    expect(ids(q)).toContain(id);
  });

  it('needs every word to match, and ranks titles first', () => {
    expect(ids('population residents')).toEqual(['indicator:population']);
    expect(ids('population')[0]).toBe('indicator:population');
    expect(ids('population zebra')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('keeps the best of many in the order a full sort gives, and counts them all', () => {
    const many: SearchRecord[] = Array.from({ length: 3000 }, (_, i) => ({
      id: `dataset:d${i}`,
      type: i % 3 ? 'dataset' : 'indicator',
      path: `/data/catalogue/d${i}`,
      title: { en: `Water ${'wells '.repeat(i % 7)}${i}`, ar: 'مياه' },
      text: { en: 'water '.repeat(1 + (i % 11)), ar: 'مياه جوفية' },
    }));
    const results = createSearch(buildSearchIndex(many)).search('water');
    expect(results.total).toBe(3000);
    expect(results.counts).toEqual({ dataset: 2000, indicator: 1000 });
    const all = results.best(3000).map((h) => h.score);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(results.best(25).map((h) => h.record.id)).toEqual(
      results
        .best(3000)
        .slice(0, 25)
        .map((h) => h.record.id),
    );
    const [datasets, indicators] = results.bestOfEach(5);
    expect(datasets!.hits.map((h) => h.record.id)).toEqual(
      results.best(5, 'dataset').map((h) => h.record.id),
    );
    expect(indicators!.hits.every((h) => h.record.type === 'indicator')).toBe(true);
  });

  it('scopes to a type', () => {
    expect(ids('population', 'publication')).toEqual(['publication:population-demographics']);
  });

  it('counts by type, and keeps the best', () => {
    const results = search.search('population');
    expect(results.total).toBe(2);
    expect(results.counts).toEqual({ indicator: 1, publication: 1 });
    expect(results.best(1).map((h) => h.record.id)).toEqual(['indicator:population']);
  });

  it('marks the matched words, in the visitor’s language, and shows the other language when only it matched', () => {
    const [hit] = search.search('الابار').best(1);
    const en = presentHit(hit!, 'en');
    expect(en.snippetLang).toBe('ar');
    expect(en.snippet.filter((p) => p.mark).map((p) => p.text)).toContain('آبار');
    const [pop] = search.search('populat').best(1);
    expect(presentHit(pop!, 'en').title).toEqual([{ text: 'Population', mark: true }]);
  });

  it('keeps the text intact around marks', () => {
    const text = 'Wells (2024) — المياهُ الجوفية!';
    const pieces = markMatches(text, new Set(['مياه', 'wells']));
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.mark).map((p) => p.text)).toEqual(['Wells', 'المياهُ']);
  });

  it('forgives no typo in a short Arabic word: الابار does not find الغبار', () => {
    const dust = createSearch(
      buildSearchIndex([{ ...records[0]!, id: 'dataset:dust', title: { en: 'Dust', ar: 'الغبار' } }]),
    );
    expect(dust.search('الغبار').total).toBe(1);
    expect(dust.search('الابار').total).toBe(0);
    expect(dust.search('الغبا').total).toBe(1);
  });

  it('sets prefixes aside only when enough of the word is left', () => {
    expect(arabicBase('والسكان')).toBe('سكان');
    expect(arabicBase('بلد')).toBe('بلد');
    expect(arabicBase('ولد')).toBe('ولد');
    expect(arabicBase('وزاره')).toBe('زاره');
  });
});
