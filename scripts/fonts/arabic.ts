/**
 * `npm run fonts`: the Arabic faces the portal ships, cut down to the characters it shows (app/fonts/).
 * Fontsource's Arabic file of each weight (~43 KB) holds every Arabic-script letter of every language; the
 * portal's Arabic is written with about seventy of them, and the cut files are about a third of the size, so
 * the Arabic pages can preload them without holding back their first paint. The full files stay declared for
 * the rest of the range (app/fonts/arabic.css): a browser fetches one only for a page that shows such a letter.
 * scripts/fonts/arabic.test.ts fails when the committed files are not what this writes for today's text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { remainingRanges, subsetCharacters, toRanges, unicodeRange } from './characters.ts';

export const WEIGHTS = [400, 600, 700] as const;
const FAMILY = 'IBM Plex Sans Arabic';
const source = (weight: number) =>
  `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
export const subsetFile = (weight: number) => `ibm-plex-sans-arabic-${weight}.woff2`;

const face = (weight: number, src: string, range: string) => `@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${src}') format('woff2');
  unicode-range: ${range};
}
`;

/** The files of app/fonts, by name, for the text under the project root. */
export async function arabicFonts(root: string): Promise<Map<string, Buffer | string>> {
  const codes = subsetCharacters(root);
  const text = String.fromCodePoint(...codes);
  const files = new Map<string, Buffer | string>();
  let css = `/* Written by \`npm run fonts\` (scripts/fonts/arabic.ts); do not edit. */\n`;
  for (const weight of WEIGHTS) {
    const full = readFileSync(path.join(root, 'node_modules', source(weight)));
    files.set(subsetFile(weight), await subsetFont(full, text, { targetFormat: 'woff2' }));
    css += face(weight, source(weight), unicodeRange(remainingRanges(codes)));
    css += face(weight, `./${subsetFile(weight)}`, unicodeRange(toRanges(codes)));
  }
  files.set('arabic.css', css);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const [name, content] of await arabicFonts(root)) {
    writeFileSync(path.join(root, 'app', 'fonts', name), content);
    console.log(`app/fonts/${name}: ${content.length.toLocaleString('en')} bytes`);
  }
}
