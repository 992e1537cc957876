/**
 * The browser side of `npm run bench:search`, bundled by esbuild into a page: the portal search engine as the
 * search dialog runs it, and two timers. `load` goes from the index file's text to the first results (parse,
 * build, first search); `keystrokes` times the searches of every key typed.
 */
import { createSearch, type Search } from '../../core/search/engine.ts';
import type { SearchIndex } from '../../core/search/records.ts';
import { dialogKeystroke, timeKeystrokes } from './search-workload.ts';

let search: Search | undefined;

const bench = {
  load(json: string, firstQuery: string) {
    const start = performance.now();
    const index = JSON.parse(json) as SearchIndex;
    const parsed = performance.now();
    search = createSearch(index);
    const built = performance.now();
    const hits = dialogKeystroke(search, firstQuery).flat().length;
    const done = performance.now();
    return {
      parseMs: parsed - start,
      buildMs: built - parsed,
      firstQueryMs: done - built,
      totalMs: done - start,
      hits,
    };
  },
  keystrokes(keys: string[]) {
    const engine = search!;
    return timeKeystrokes((text) => dialogKeystroke(engine, text), keys);
  },
};
export type BrowserBench = typeof bench;

(globalThis as { __searchBench?: BrowserBench }).__searchBench = bench;
