/**
 * A page hydrated as islands (app/islands.client.tsx) loads the islands entry's files and those of the islands it
 * has. build/islands.json (written by scripts/vite/islands-entry.ts) lists them: the entry's files, the entry
 * last, and the files each island adds; the static step and the start-up test read it.
 */
export type IslandsBuild = { entry: string; files: string[]; islands: Record<string, string[]> };

/** Its name, in the build folder beside build/client. */
export const ISLANDS_FILE = 'islands.json';

/** A page hydrated as islands (its route's `handle = islandsPage`, marked on <html> by app/root.tsx). */
export const isIslandsPage = (html: string) =>
  /^(?:<!DOCTYPE html>)?<html[^>]* data-hydrate="islands"/i.test(html);

/** An island's wrapper as prerendered (app/components/islands/island.tsx): its name, and when it starts. */
const ISLAND =
  /<div data-island="([\w-]+)"(?: data-props="[^"]*")?(?: data-props-from="[\w-]+")?(?: data-when="(near|used)")?/g;

/**
 * What a page of islands loads at start: the entry's files and those of each island on the page but the ones that
 * start when they come near the viewport (they fetch their files then). An island that starts when reached for
 * has its files loaded with the page: a touch is then followed by its start, not by a download.
 */
export function islandsFiles(html: string, build: IslandsBuild) {
  const names = new Set([...html.matchAll(ISLAND)].filter((m) => m[2] !== 'near').map((m) => m[1]!));
  const extra = [...names].flatMap((name) => {
    const files = build.islands[name];
    if (!files) throw new Error(`no island "${name}" was built (app/islands/${name}.tsx)`);
    return files;
  });
  return [...new Set([...build.files, ...extra])];
}
