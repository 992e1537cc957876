/**
 * Synthetic search records for `npm run bench:search`, made from the real ones: each copies the shape of a real
 * record of a type drawn in the real proportions (its number of words per field) and fills it with words drawn
 * from the real titles and texts in that language — as often as they occur there — plus years and numbers, and
 * names coined from two real words, rare ones more often new, so the term dictionary keeps growing with the
 * number of records as a real catalogue's does. Deterministic: the same records on every run.
 */
import type { SearchRecord } from '../../core/search/records.ts';
import { random } from './stats.ts';

type Language = 'en' | 'ar';
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const tokens = (text: string) => text.match(TOKEN) ?? [];
/** Coined names to draw from; drawn skewed, so a few recur and most are rare. */
const NAMES = 40_000;

export function syntheticRecords(real: readonly SearchRecord[], count: number, seed = 2024): SearchRecord[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const pool = (field: 'title' | 'text', lang: Language) => real.flatMap((r) => tokens(r[field][lang]));
  const words = {
    title: { en: pool('title', 'en'), ar: pool('title', 'ar') },
    text: { en: pool('text', 'en'), ar: pool('text', 'ar') },
  };
  const vocabulary = { en: [...new Set(words.text.en)], ar: [...new Set(words.text.ar)] };

  /** Name k of a language: the start of one real word and the end of another. */
  const name = (lang: Language, k: number) => {
    const list = vocabulary[lang];
    const a = list[k % list.length]!;
    const b = list[(k * 7919 + 13) % list.length]!;
    return a.slice(0, Math.ceil(a.length / 2)) + b.slice(Math.floor(b.length / 2));
  };
  const word = (field: 'title' | 'text', lang: Language) => {
    const r = next();
    if (r < 0.07) return name(lang, Math.floor(NAMES * next() ** 3));
    if (r < 0.1) return String(2000 + Math.floor(next() * 31));
    if (r < 0.12) return String(Math.floor(next() * 100_000));
    return pick(words[field][lang]);
  };
  const fill = (field: 'title' | 'text', lang: Language, template: string) => {
    const n = Math.max(1, Math.round(tokens(template).length * (0.6 + 0.8 * next())));
    return Array.from({ length: n }, () => word(field, lang)).join(' ');
  };

  return Array.from({ length: count }, (_, i) => {
    const template = pick(real);
    const key = `synthetic-${i}`;
    return {
      id: `${template.type}:${key}`,
      type: template.type,
      path: `/synthetic/${template.type}/${key}`,
      title: { en: fill('title', 'en', template.title.en), ar: fill('title', 'ar', template.title.ar) },
      text: { en: fill('text', 'en', template.text.en), ar: fill('text', 'ar', template.text.ar) },
    };
  });
}
