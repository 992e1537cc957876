import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_RANGES,
  LATIN_RANGES,
  parseUnicodeRange,
  projectCharacters,
  usedCharacters,
} from './characters.ts';
import { cutFaces, cuts } from './faces.ts';

const root = path.resolve(import.meta.dirname, '../..');
const committed = (name: string) => readFileSync(path.join(root, 'app', 'fonts', name));
/** The faces of app/fonts/faces.css: their family, file and code points. */
const faces = [
  ...committed('faces.css')
    .toString()
    .matchAll(/font-family: '([^']+)'[^}]*src: url\('([^']+)'\)[^}]*unicode-range: ([^;]+);/g),
].map(([, family, src, range]) => ({ family: family!, src: src!, codes: parseUnicodeRange(range!) }));

describe('the cut typefaces (app/fonts)', () => {
  it('are what `npm run fonts` writes for the text the portal has today', { timeout: 30_000 }, async () => {
    const written = await cutFaces(root);
    expect([...written.keys()].sort()).toEqual([...cuts(root).map((c) => c.file), 'faces.css'].sort());
    for (const [name, content] of written)
      expect(
        Buffer.compare(committed(name), Buffer.from(content)),
        `app/fonts/${name} is out of date: run npm run fonts`,
      ).toBe(0);
  });

  it('cover every Latin and Arabic character of the portal, and leave the rest to the full files', () => {
    const cut = (family: string) => faces.filter((f) => f.family === family && f.src.startsWith('./'));
    const [latin] = cut('Inter Variable');
    const arabic = cut('IBM Plex Sans Arabic');
    const characters = projectCharacters(root);
    expect(arabic).toHaveLength(3);
    for (const code of usedCharacters(characters, LATIN_RANGES))
      expect(latin!.codes.has(code), `U+${code.toString(16)}`).toBe(true);
    for (const code of usedCharacters(characters, ARABIC_RANGES))
      for (const face of arabic) expect(face.codes.has(code), `U+${code.toString(16)}`).toBe(true);
    // An Arabic page's Latin letters, figures and signs, its data's units and names too, are in its own faces: it
    // needs no second family
    for (const code of usedCharacters(characters, LATIN_RANGES))
      for (const face of arabic) expect(face.codes.has(code), `U+${code.toString(16)}`).toBe(true);
    for (const code of [...'Aaz09%(),.«»²↑µ'].map((char) => char.codePointAt(0)!))
      for (const face of arabic) expect(face.codes.has(code), `U+${code.toString(16)}`).toBe(true);
    // What Intl writes in English dates of the Hijri calendar (Shaʻban, Dhuʻl-Qiʻdah): a letter missing from the cut
    // made the browser fetch Inter's full file too (49 KB) on every page with such a date
    const hijri = new Intl.DateTimeFormat('en', {
      calendar: 'islamic-umalqura',
      day: 'numeric',
      month: 'long',
    });
    for (let day = 0; day < 360; day += 10)
      for (const char of hijri.format(Date.UTC(2026, 0, 1) + day * 86_400_000))
        expect(latin!.codes.has(char.codePointAt(0)!), `${char} U+${char.codePointAt(0)!.toString(16)}`).toBe(
          true,
        );
    // Letters the portal does not write (German ß, Persian پ and ک, a presentation form) are left to the full files
    expect(latin!.codes.has(0xdf)).toBe(false);
    const rest = faces.filter((f) => f.family === 'IBM Plex Sans Arabic' && f.src.startsWith('@fontsource/'));
    expect(rest).toHaveLength(3);
    for (const code of [0x067e, 0x06a9, 0xfefb]) {
      expect(arabic[0]!.codes.has(code)).toBe(false);
      expect(rest[0]!.codes.has(code)).toBe(true);
    }
    expect([...arabic[0]!.codes].filter((code) => rest[0]!.codes.has(code))).toEqual([]);
  });
});
