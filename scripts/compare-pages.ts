/**
 * Proves that two builds show the same pages (issue 49: the pages' restructuring must change nothing a visitor,
 * a screen reader or a crawler gets). For every HTML file of either build it compares the visible text, the
 * <noscript> text, headings, links, head metadata, JSON-LD and the <html> lang and dir (scripts/compare/), asset
 * and CSP hashes masked and island attributes unread.
 *
 *   npm run compare:pages -- <before-dir> <after-dir> [--report file.md] [--examples 3]
 *
 * Exits 0 when every page shows the same, 1 when any differs or is on one side only, 2 on a usage error.
 */
import { statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compareBuilds } from './compare/builds.ts';
import { markdown, summary } from './compare/report.ts';

const usage = 'usage: compare-pages <before-dir> <after-dir> [--report file.md] [--examples N]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { report: { type: 'string' }, examples: { type: 'string', default: '3' } },
  });
} catch (error) {
  fail((error as Error).message);
}
const [before, after] = args.positionals;
if (args.positionals.length !== 2 || !before || !after) fail('two build directories are needed');
for (const dir of [before, after])
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) fail(`${dir}: no such directory`);

const outcome = compareBuilds(before, after);
console.log(summary(outcome, Number(args.values.examples)));
if (args.values.report) {
  writeFileSync(args.values.report, markdown(outcome));
  console.log(`full list: ${args.values.report}`);
}
const same = !outcome.different.size && !outcome.onlyBefore.length && !outcome.onlyAfter.length;
process.exit(same ? 0 : 1);
