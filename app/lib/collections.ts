import type { Language } from '~/i18n';

/**
 * The entries of a collection (app/content.config.ts) in `lang`, with their ids without the language
 * (`en/finding-data` is `finding-data`). An entry written in one language only stops the build, naming it.
 */
export function inLanguage<E extends { id: string }>(
  collection: string,
  entries: readonly E[],
  lang: Language,
): (E & { slug: string })[] {
  const ids = { en: new Set<string>(), ar: new Set<string>() };
  for (const entry of entries) {
    const [language, slug] = entry.id.split('/') as [Language, string];
    ids[language]?.add(slug);
  }
  for (const [language, other] of [
    ['en', 'ar'],
    ['ar', 'en'],
  ] as const)
    for (const slug of ids[language])
      if (!ids[other].has(slug))
        throw new Error(
          `content/${collection}/${language}/${slug}: no ${other} version (content/${collection}/${other}/)`,
        );
  return entries
    .filter((e) => e.id.startsWith(`${lang}/`))
    .map((e) => ({ ...e, slug: e.id.slice(lang.length + 1) }));
}
