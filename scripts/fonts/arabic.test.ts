import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicFonts } from './arabic.ts';
import { parseUnicodeRange, usedCharacters } from './characters.ts';

const root = path.resolve(import.meta.dirname, '../..');
const committed = (name: string) => readFileSync(path.join(root, 'app', 'fonts', name));

describe('the Arabic faces (app/fonts)', () => {
  it('are what `npm run fonts` writes for the text the portal has today', { timeout: 30_000 }, async () => {
    for (const [name, content] of await arabicFonts(root)) {
      expect(
        Buffer.compare(committed(name), Buffer.from(content)),
        `app/fonts/${name} is out of date: run npm run fonts`,
      ).toBe(0);
    }
  });

  it('cover every Arabic-script character of the portal with the cut files, and the full files the rest', () => {
    const css = committed('arabic.css').toString();
    const faces = [...css.matchAll(/src: url\('([^']+)'\)[^}]*unicode-range: ([^;]+);/g)];
    const cut = faces.filter(([, src]) => src!.startsWith('./'));
    const full = faces.filter(([, src]) => src!.startsWith('@fontsource/'));
    expect(cut).toHaveLength(3);
    expect(full).toHaveLength(3);
    const cutRange = parseUnicodeRange(cut[0]![2]!);
    const fullRange = parseUnicodeRange(full[0]![2]!);
    for (const code of usedCharacters(root)) expect(cutRange.has(code), `U+${code.toString(16)}`).toBe(true);
    // Letters the portal does not write (Persian, Urdu, presentation forms) are left to the full file.
    for (const code of [0x067e, 0x06a9, 0xfefb]) {
      expect(cutRange.has(code)).toBe(false);
      expect(fullRange.has(code)).toBe(true);
    }
    expect([...cutRange].filter((code) => fullRange.has(code))).toEqual([]);
  });
});
