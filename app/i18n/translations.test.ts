import { describe, expect, it } from 'vitest';
import { flatten, missingArabicKeys, type Tree } from '../../scripts/vite/check-translations';

const load = (glob: Record<string, Tree>) =>
  Object.fromEntries(Object.entries(glob).map(([path, tree]) => [/([^/]+)\.json$/.exec(path)![1]!, tree]));
const en = load(import.meta.glob<Tree>('./locales/en/*.json', { eager: true, import: 'default' }));
const ar = load(import.meta.glob<Tree>('./locales/ar/*.json', { eager: true, import: 'default' }));
const contentModules = import.meta.glob<Record<string, unknown>>(['../../content/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const placeholders = (s: string) =>
  [...s.matchAll(/{{\s*(\w+)/g)]
    .map((m) => m[1])
    .filter((p) => p !== 'count')
    .sort();

describe('Arabic interface strings', () => {
  for (const [ns, tree] of Object.entries(en)) {
    it(`${ns}: every English key has an Arabic value with the same placeholders`, () => {
      expect(missingArabicKeys(tree, ar[ns]), `${ns}: keys with no Arabic`).toEqual([]);
      const arabic = flatten(ar[ns]!);
      for (const [key, value] of flatten(tree)) {
        // Plural forms may leave out {{count}} (Arabic says "one dataset"); the "other" form keeps the rest.
        const k = key.replace(/_one$/, '_other');
        expect(placeholders(arabic.get(k)!), `${ns}:${k}`).toEqual(placeholders(value));
      }
    });
  }
});

describe('Arabic content', () => {
  it('every localized content text has an Arabic version', () => {
    const missing: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (value && typeof value === 'object' && !('_zod' in value)) {
        const record = value as Record<string, unknown>;
        if (typeof record.en === 'string' && !(typeof record.ar === 'string' && record.ar.trim()))
          missing.push(path);
        for (const [k, v] of Object.entries(record)) walk(v, `${path}.${k}`);
      }
    };
    for (const [file, mod] of Object.entries(contentModules)) walk(mod, file.replace('../../', ''));
    expect(missing).toEqual([]);
  });
});
