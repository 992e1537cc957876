import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export type Tree = { [key: string]: string | Tree };
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Nested keys as dotted paths: { a: { b: 'x' } } → a.b = x. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/**
 * The Arabic keys an English namespace needs and the Arabic one lacks. An English plural pair (`x_one`,
 * `x_other`) needs Arabic's six forms, `x_zero` … `x_other`.
 */
export function missingArabicKeys(en: Tree, ar: Tree | undefined): string[] {
  const arabic = flatten(ar ?? {});
  const missing: string[] = [];
  for (const key of flatten(en).keys()) {
    const plural = /^(.*)_(one|other)$/.exec(key);
    const wanted = plural ? ARABIC_PLURALS.map((form) => `${plural[1]}_${form}`) : [key];
    for (const k of wanted) if (!arabic.get(k)?.trim() && !missing.includes(k)) missing.push(k);
  }
  return missing;
}

/** Fails the build, naming file and key, when an English interface string has no Arabic value. */
export function checkTranslations({ localesDir }: { localesDir: string }): Plugin {
  return {
    name: 'hail:check-translations',
    buildStart() {
      const read = (lang: string, file: string) => {
        try {
          return JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Tree;
        } catch {
          return undefined;
        }
      };
      const problems = readdirSync(path.join(localesDir, 'en'))
        .filter((f) => f.endsWith('.json'))
        .flatMap((file) =>
          missingArabicKeys(read('en', file)!, read('ar', file)).map(
            (k) => `  app/i18n/locales/ar/${file}: ${k}`,
          ),
        );
      if (problems.length) this.error(`Missing Arabic translations:\n${problems.join('\n')}`);
    },
  };
}
