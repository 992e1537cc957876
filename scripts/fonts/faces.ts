/**
 * `npm run fonts`: the typefaces' files the pages preload, cut down to the characters the portal shows
 * (app/fonts/), to the OpenType features browsers apply, and without hinting instructions. Inter's Latin file
 * (48 KB, every weight) becomes 27.5 KB. The Arabic edition is set in IBM Plex Sans Arabic alone: each weight is
 * cut from the typeface's complete file to the Arabic letters and the Latin characters the portal writes, 18–19.5 KB
 * (Fontsource's Arabic file of a weight is 43 KB and has no Latin). A page can so
 * preload what its first paint needs without holding that paint back. The full files stay declared for the rest
 * of each range (app/fonts/faces.css, and Fontsource's Inter stylesheet imported before it): a browser fetches one
 * only for a page that shows such a letter. scripts/fonts/faces.test.ts fails when the committed files are not
 * what this writes for today's text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import {
  ARABIC_BASE,
  ARABIC_RANGES,
  cutCharacters,
  LATIN_BASE,
  LATIN_RANGES,
  projectCharacters,
  remainingRanges,
  usedCharacters,
  toRanges,
  unicodeRange,
  type Ranges,
} from './characters.ts';

type Cut = {
  family: string;
  weight: string;
  /** The file cut, in node_modules. */
  source: string;
  /** The cut file, in app/fonts. */
  file: string;
  format: string;
  ranges: Ranges;
  base: Ranges;
  /** The full file declared for the rest of the ranges (Inter's is declared by Fontsource's stylesheet). */
  rest?: string;
};

/** The files cut, for the text under the project root. */
export const cuts = (root: string, text = projectCharacters(root)): Cut[] => [
  {
    family: 'Inter Variable',
    weight: '100 900',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin.woff2',
    format: 'woff2-variations',
    ranges: LATIN_RANGES,
    base: LATIN_BASE,
  },
  // The Arabic edition is set in IBM Plex Sans Arabic throughout, its Latin text and figures too (the typeface
  // has its own Latin, IBM Plex Sans): cut from the complete files (Google Fonts' build, as Fontsource's), so an
  // Arabic page needs no second family.
  ...(
    [
      [400, 'Regular'],
      [600, 'SemiBold'],
      [700, 'Bold'],
    ] as const
  ).map(([weight, style]) => ({
    family: 'IBM Plex Sans Arabic',
    weight: String(weight),
    source: `@expo-google-fonts/ibm-plex-sans-arabic/${weight}${style}/IBMPlexSansArabic_${weight}${style}.ttf`,
    file: `ibm-plex-sans-arabic-${weight}.woff2`,
    format: 'woff2',
    ranges: ARABIC_RANGES,
    // Besides the Latin letters, every character the portal writes from the Latin ranges, as Inter's cut: the signs
    // of the Arabic translations (« », ², ↑ …) and what the data shows on Arabic pages too (µg/m³, names)
    base: [
      ...ARABIC_BASE,
      ...LATIN_BASE,
      ...toRanges([...usedCharacters(text, LATIN_RANGES)].sort((a, b) => a - b)),
    ],
    rest: `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  })),
];

/**
 * The OpenType features kept: those browsers apply by themselves to Latin and Arabic text (HarfBuzz's defaults:
 * composition, joining forms, ligatures, marks, kerning, Inter's weight-dependent glyphs) and `tnum`, which the
 * tables' and figures' `tabular-nums` asks for. The fonts' optional sets (stylistic sets, fractions, superiors…)
 * are never asked for by the portal's CSS, and the glyphs they reach made a quarter of Inter's cut.
 */
const FEATURES = [
  ...'ccmp locl rvrn mark mkmk kern dist abvm blwm liga clig calt rlig rclt'.split(' '),
  ...'isol init medi fina fin2 fin3 med2 curs mset stch'.split(' '),
  'tnum',
];

// `optional`: a page is laid out once, in the typeface that is there within the first ~100 ms (the preloaded cut
// files are), and never again when a late file arrives. With `swap` every page (Arabic ones most: their text is
// shaped twice) paid a second full style and layout pass when the fonts landed, and a page whose fonts come late
// on a slow network now keeps the system typeface instead of jumping; the next page has them from the cache.
const face = (cut: Cut, src: string, format: string, ranges: Ranges) => `@font-face {
  font-family: '${cut.family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${cut.weight};
  src: url('${src}') format('${format}');
  unicode-range: ${unicodeRange(ranges)};
}
`;

/** The files of app/fonts, by name, for the text under the project root. */
export async function cutFaces(root: string): Promise<Map<string, Buffer | string>> {
  const files = new Map<string, Buffer | string>();
  let css = `/* Written by \`npm run fonts\` (scripts/fonts/faces.ts); do not edit. */\n`;
  const characters = projectCharacters(root);
  for (const cut of cuts(root, characters)) {
    const codes = cutCharacters(characters, cut.ranges, cut.base);
    const full = readFileSync(path.join(root, 'node_modules', cut.source));
    // Without hinting instructions (a quarter of each Arabic file): phones and Macs do not use them.
    const options = { targetFormat: 'woff2', noHinting: true, keepFeatures: FEATURES } as const;
    files.set(cut.file, await subsetFont(full, String.fromCodePoint(...codes), options));
    // Where ranges overlap, the face declared last is tried first: the cut file comes after the full one.
    if (cut.rest) css += face(cut, cut.rest, 'woff2', remainingRanges(codes, cut.ranges));
    css += face(cut, `./${cut.file}`, cut.format, toRanges(codes));
  }
  files.set('faces.css', css);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const [name, content] of await cutFaces(root)) {
    writeFileSync(path.join(root, 'app', 'fonts', name), content);
    console.log(`app/fonts/${name}: ${content.length.toLocaleString('en')} bytes`);
  }
}
