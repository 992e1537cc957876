/**
 * What `npm run bench:search` types, in Node and in the browser: realistic searches in both languages (typos,
 * spelling variants, diacritics, prefixes, Arabic-Indic digits), each typed one key at a time.
 */
import type { Search } from '../../core/search/engine.ts';
import { percentile } from './stats.ts';

export const queries = [
  'population',
  'groundwater wells',
  'poplation',
  'industrial land',
  'unemployment rate',
  'tourism 2024',
  'hail region annual report',
  'renewable energy',
  'road network',
  'hospital beds per 10,000',
  'agricultural production value',
  'labour market',
  'environmental indicators',
  'municipal waste recycled',
  'السكان',
  'والسكان',
  'الابار',
  'المياة الجوفية',
  'مَنطقة حائل',
  '٢٠٢٤',
  'صناعي',
  'الأراضي الصناعية',
  'معدل البطالة',
  'السياحة في حائل',
  'الطاقة المتجددة',
  'احصاءات القوى العاملة',
  'بالمنطقة',
  'للمياه',
  'شبكة الطرق',
  'التعليم العالي',
];

/** What the search dialog does on each key: the counts, and the best four of each type found. */
export const dialogKeystroke = (search: Search, q: string) => search.search(q).bestOfEach(4);

/** Every text a visitor's search box holds while typing `qs`: "p", "po", "pop", … */
export const keystrokes = (qs: readonly string[]) =>
  qs.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)).filter((text) => text.trim() !== ''));

export type Timing = {
  warmupKeys: number;
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
  /** The slowest texts typed, with their time in ms. */
  slowest: string;
};

/**
 * Times `run` on every text of `keys`: `warmup` rounds unmeasured, then `rounds` measured; in ms. A large index
 * can take minutes per round, so warm-up stops after `budgetMs` and measuring after the first full round that
 * ends past `budgetMs` (the counts say how many were run).
 */
export function timeKeystrokes(
  run: (text: string) => unknown,
  keys: readonly string[],
  { warmup = 5, rounds = 3, budgetMs = 15_000 } = {},
): Timing {
  let warmupKeys = 0;
  const warmStart = performance.now();
  for (let round = 0; round < warmup; round++)
    for (const text of keys) {
      if (warmupKeys > 0 && performance.now() - warmStart > budgetMs) break;
      run(text);
      warmupKeys++;
    }
  const times: number[] = [];
  const worst = new Map<string, number>();
  const start = performance.now();
  for (let round = 0; round < rounds && (round === 0 || performance.now() - start < budgetMs); round++)
    for (const text of keys) {
      const before = performance.now();
      run(text);
      const ms = performance.now() - before;
      times.push(ms);
      worst.set(text, Math.max(ms, worst.get(text) ?? 0));
    }
  const round2 = (ms: number) => Math.round(ms * 100) / 100;
  times.sort((a, b) => a - b);
  return {
    warmupKeys,
    keystrokes: times.length,
    p50: round2(percentile(times, 50)),
    p95: round2(percentile(times, 95)),
    max: round2(times.at(-1) ?? NaN),
    slowest: [...worst]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([text, ms]) => `"${text}" ${Math.round(ms)}`)
      .join(', '),
  };
}
