/** Both builds' pages, matched by address, each pair compared; the pages on one side only listed. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { comparePages, type Difference } from './diff.ts';
import { extractPage } from './extract.ts';
import type { Outcome } from './report.ts';

/** The HTML files under a build directory, by their address: "/", "/ar/about", "/404.html". */
function pagesOf(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return new Map(
    files.map((file) => {
      const address = ('/' + file.split(path.sep).join('/')).replace(/\/?index\.html$/, '') || '/';
      return [address, path.join(dir, file)];
    }),
  );
}

export function compareBuilds(before: string, after: string): Outcome {
  const started = performance.now();
  const [a, b] = [pagesOf(before), pagesOf(after)];
  const different = new Map<string, Difference[]>();
  let compared = 0;
  for (const [page, file] of [...a].sort(([x], [y]) => x.localeCompare(y))) {
    const other = b.get(page);
    if (!other) continue;
    compared++;
    const differences = comparePages(
      extractPage(readFileSync(file, 'utf8')),
      extractPage(readFileSync(other, 'utf8')),
    );
    if (differences.length) different.set(page, differences);
  }
  return {
    before,
    after,
    compared,
    identical: compared - different.size,
    different,
    onlyBefore: [...a.keys()].filter((p) => !b.has(p)).sort(),
    onlyAfter: [...b.keys()].filter((p) => !a.has(p)).sort(),
    seconds: (performance.now() - started) / 1000,
  };
}
