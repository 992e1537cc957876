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

/** An island's wrapper as prerendered (app/components/islands/island.tsx): its name, and whether it starts later. */
const ISLAND =
  /<div data-island="([\w-]+)"(?: data-props="[^"]*")?(?: data-props-from="[\w-]+")?( data-when="near")?/g;

/**
 * What a page of islands loads at start: the entry's files and those of each island on the page that starts with
 * it (one that starts when it comes near the viewport fetches its files then).
 */
export function islandsFiles(html: string, build: IslandsBuild) {
  const names = new Set([...html.matchAll(ISLAND)].filter((m) => !m[2]).map((m) => m[1]!));
  const extra = [...names].flatMap((name) => {
    const files = build.islands[name];
    if (!files) throw new Error(`no island "${name}" was built (app/islands/${name}.tsx)`);
    return files;
  });
  return [...new Set([...build.files, ...extra])];
}
