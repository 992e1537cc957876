/**
 * `npm test`: everything — checks (types, lint, format, unused code) while the unit tests run (the checks mostly
 * use one core, the tests two; the checks' output is printed once they end), then in order the production build,
 * the server tests that render its pages (*.built.test.ts), and the browser tests against the built portal
 * served by `npm start`'s server. Ends with one summary line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium, ensureReaders } from './lib/tools.ts';

const reports = 'test-results';
mkdirSync(reports, { recursive: true });

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return result.status === 0;
}

/** Starts a step whose output is kept and printed, with its outcome, when `end()` is awaited. */
function startQuietly(label: string, cmd: string, args: string[]) {
  const started = Date.now();
  const output: Buffer[] = [];
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const status = new Promise<number | null>((resolve) => child.on('close', resolve));
  return async () => {
    const code = await status;
    console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')} (beside the unit tests)`);
    process.stdout.write(Buffer.concat(output));
    console.log(
      `◀ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    return code === 0;
  };
}

function counts(file: string, pick: (json: never) => { passed: number; failed: number; skipped: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return pick(JSON.parse(readFileSync(file, 'utf8')) as never);
}

console.log(`npm test on Node.js ${process.version}`);
const chromium = ensureChromium();
ensureReaders();
const steps: [string, () => boolean | Promise<boolean>][] = [
  [
    'check and unit',
    async () => {
      const check = startQuietly('check', 'npm', ['run', 'check']);
      const unit = run('unit', 'npx', [
        'vitest',
        'run',
        '--project=unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${reports}/unit.json`,
      ]);
      return (await check()) && unit;
    },
  ],
  ['build', () => run('build', 'npm', ['run', 'build'])],
  [
    'built',
    () =>
      run('built', 'npx', [
        'vitest',
        'run',
        '--project=built',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${reports}/built.json`,
      ]),
  ],
  [
    'e2e',
    () =>
      run('e2e', 'npx', ['playwright', 'test'], {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json`,
        PLAYWRIGHT_REPORTERS: 'list,json',
      }),
  ],
];

let ok = true;
for (const [name, step] of steps) {
  if (!(await step())) {
    ok = false;
    console.error(`\nnpm test: the ${name} step failed.`);
    break;
  }
}

const vitestCounts = (file: string) =>
  counts(file, (j: { numPassedTests: number; numFailedTests: number; numPendingTests: number }) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests,
  }));
const [before, after] = [vitestCounts(`${reports}/unit.json`), vitestCounts(`${reports}/built.json`)];
const unit = {
  passed: before.passed + after.passed,
  failed: before.failed + after.failed,
  skipped: before.skipped + after.skipped,
};
const e2e = counts(
  `${reports}/e2e.json`,
  (j: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }) => ({
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected,
    skipped: j.stats.skipped,
  }),
);
// A step that failed before any test ran (types, lint, build) still counts as one failure.
const failed = unit.failed + e2e.failed + (!ok && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`\nunit: ${unit.passed} passed, e2e: ${e2e.passed} passed`);
console.log(
  `tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`,
);
process.exit(ok ? 0 : 1);
