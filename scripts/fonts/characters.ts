/**
 * Which characters the portal shows, for the cut typefaces (scripts/fonts/faces.ts): every character of a
 * script's range in the project's own text (translations, content, data, code), and the ones the browser's
 * number and date formatting can add (digits, separators, spaces, direction marks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Ranges = [number, number][];

/** The ranges of Fontsource's "arabic" file of IBM Plex Sans Arabic. */
export const ARABIC_RANGES: Ranges = [
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

/** Always in the Arabic cut: the letters, marks, digits and punctuation of written Arabic, the direction marks. */
export const ARABIC_BASE: Ranges = [
  [0x060c, 0x060c], // comma
  [0x061b, 0x061c], // semicolon, Arabic letter mark (Intl puts it in some Arabic number formats)
  [0x061f, 0x063a], // question mark, hamza … ghain
  [0x0640, 0x0652], // tatweel, fa … sukun
  [0x0660, 0x066d], // Arabic-Indic digits, percent, decimal and thousands separators
  [0x0670, 0x0671],
  [0x200c, 0x200f], // joiners, direction marks
];

/** The ranges of Fontsource's "latin" file of Inter. */
export const LATIN_RANGES: Ranges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Always in the Latin cut: printable ASCII, the spaces, dashes, quotes and marks English text and Intl use. */
export const LATIN_BASE: Ranges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // middle dot
  [0x00d7, 0x00d7], // ×
  [0x02bb, 0x02bb], // ʻ: Intl writes it in the Hijri months' English names (Shaʻban, Rabiʻ I)
  [0x2009, 0x2009], // thin space
  [0x200b, 0x200f], // zero width space, joiners, direction marks
  [0x2013, 0x2014], // dashes
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x202f, 0x202f], // narrow no-break space (Intl times)
  [0x2212, 0x2212], // minus
];

const SOURCES = ['app', 'content', 'data', 'core', 'server'];
const TEXT_FILE = /\.(ts|tsx|json|md|csv|ya?ml|geojson|txt)$/;

const within = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (TEXT_FILE.test(entry.name)) yield file;
  }
}

/** Every code point of the portal's own text files, under the project root (controls aside): read once. */
export const projectCharacters = (root: string) => charactersOf(SOURCES.map((dir) => path.join(root, dir)));

/** Every code point of the text files under `dirs` (controls aside). */
function charactersOf(dirs: string[]): Set<number> {
  const characters = new Set<number>();
  for (const dir of dirs)
    for (const file of textFiles(dir))
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0)!;
        if (code >= 0x20) characters.add(code);
      }
  return characters;
}

/** The code points of `ranges` among the portal's characters. */
export const usedCharacters = (characters: Set<number>, ranges: Ranges) =>
  new Set([...characters].filter((code) => within(ranges, code)));

/** A cut's code points: its base set and what the portal uses of its ranges. */
export function cutCharacters(characters: Set<number>, ranges: Ranges, base: Ranges): number[] {
  const codes = usedCharacters(characters, ranges);
  for (const [from, to] of base) for (let code = from; code <= to; code++) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

/** Sorted code points as runs: [[from, to], …]. */
export function toRanges(codes: number[]): Ranges {
  const ranges: Ranges = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

/** `ranges` less the given code points: what the full file is still needed for. */
export function remainingRanges(codes: number[], ranges: Ranges): Ranges {
  const taken = new Set(codes);
  const rest: number[] = [];
  for (const [from, to] of ranges)
    for (let code = from; code <= to; code++) if (!taken.has(code)) rest.push(code);
  return toRanges(rest);
}

/** A CSS unicode-range value. */
export const unicodeRange = (ranges: Ranges) =>
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
