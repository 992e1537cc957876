/**
 * Which Arabic-script characters the portal shows, for the Arabic font subset (scripts/fonts/arabic.ts):
 * every Arabic-script character in the project's own text (translations, content, data, code), and the ones
 * the browser's number and date formatting can add (letters, digits, separators, direction marks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Arabic-script ranges of the font's "arabic" file (as Fontsource splits IBM Plex Sans Arabic). */
export const ARABIC_RANGES: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

/** Always kept: the letters, marks, digits and punctuation of written Arabic, and the direction marks. */
const BASE: [number, number][] = [
  [0x060c, 0x060c], // comma
  [0x061b, 0x061c], // semicolon, Arabic letter mark (Intl puts it in some Arabic number formats)
  [0x061f, 0x063a], // question mark, hamza … ghain
  [0x0640, 0x0652], // tatweel, fa … sukun
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0671],
  [0x200c, 0x200f], // joiners, direction marks
];

const SOURCES = ['app', 'content', 'data', 'core', 'server'];
const TEXT_FILE = /\.(ts|tsx|json|md|csv|ya?ml|geojson|txt)$/;

const inArabic = (code: number) => ARABIC_RANGES.some(([from, to]) => code >= from && code <= to);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT_FILE.test(entry.name)) yield file;
  }
}

/** The Arabic-script code points the portal's own files use, under the project root. */
export function usedCharacters(root: string): Set<number> {
  const used = new Set<number>();
  for (const dir of SOURCES)
    for (const file of textFiles(path.join(root, dir)))
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0)!;
        if (inArabic(code) || (code >= 0x200c && code <= 0x200f)) used.add(code);
      }
  return used;
}

/** The subset's code points: the base set and what the portal uses. */
export function subsetCharacters(root: string): number[] {
  const codes = usedCharacters(root);
  for (const [from, to] of BASE) for (let code = from; code <= to; code++) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

/** Sorted code points as runs: [[from, to], …]. */
export function toRanges(codes: number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

/** The Arabic ranges less the given code points: what the full font file is still needed for. */
export function remainingRanges(codes: number[]): [number, number][] {
  const taken = new Set(codes);
  const rest: number[] = [];
  for (const [from, to] of ARABIC_RANGES)
    for (let code = from; code <= to; code++) if (!taken.has(code)) rest.push(code);
  return toRanges(rest);
}

/** A CSS unicode-range value. */
export const unicodeRange = (ranges: [number, number][]) =>
  ranges
    .map(([from, to]) => {
      const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(', ');

/** The code points a CSS unicode-range value names. */
export function parseUnicodeRange(value: string): Set<number> {
  const codes = new Set<number>();
  for (const part of value.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) codes.add(code);
  }
  return codes;
}
