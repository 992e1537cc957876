/**
 * What `npm run bench:search` types, in Node and in the browser: realistic searches in both languages (typos,
 * spelling variants, diacritics, prefixes, Arabic-Indic digits), each typed one key at a time.
 */
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

/** Every text a visitor's search box holds while typing `qs`: "p", "po", "pop", … */
export const keystrokes = (qs: readonly string[]) =>
  qs.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)).filter((text) => text.trim() !== ''));

export type Timing = { keystrokes: number; p50: number; p95: number; max: number };

/** Times `run` on every text of `keys`, `warmup` rounds unmeasured then `rounds` measured; in ms. */
export function timeKeystrokes(
  run: (text: string) => unknown,
  keys: readonly string[],
  warmup = 5,
  rounds = 3,
): Timing {
  for (let round = 0; round < warmup; round++) for (const text of keys) run(text);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const text of keys) {
      const start = performance.now();
      run(text);
      times.push(performance.now() - start);
    }
  times.sort((a, b) => a - b);
  const round2 = (ms: number) => Math.round(ms * 100) / 100;
  return {
    keystrokes: times.length,
    p50: round2(percentile(times, 50)),
    p95: round2(percentile(times, 95)),
    max: round2(times.at(-1) ?? NaN),
  };
}
