/**
 * `npm run bench:sign-in`: what a flood of staff sign-ins does to everyone else. The server runs as `npm start`
 * runs it (its own process, a staff account, a small build of one page and one CSV download), started afresh
 * for each flood; this process times the page and the download alone, then during each flood: eight loops from
 * one client changing the name at every attempt, the same with a new X-Forwarded-For on every request, and 24
 * clients named by a trusted proxy (TRUST_PROXY=127.0.0.1), one loop each.
 * Prints medians and p95s with their ratio to the quiet ones; writes test-results/bench-sign-in.json.
 *
 * `-- --root DIR` runs the server of another checkout (an older commit, to compare), with this build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testBuild } from '../../testing/test-build.ts';
import { percentile } from './stats.ts';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const projectRoot = path.resolve(rootArg >= 0 ? args[rootArg + 1]! : '.');
const PORT = 3987;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench password of enough length';

const { dir } = await testBuild({
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Not found</h1>',
  'about/index.html': `<!doctype html><h1>About</h1>${'<p>The Hail Regional Data Hub publishes the region’s data.</p>'.repeat(1000)}`,
  'downloads/wells.csv': `Year,Governorate,Value\n${Array.from({ length: 20_000 }, (_, i) => `${2011 + (i % 15)},Hail,${i}`).join('\n')}`,
});
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  BUILD_DIR: dir,
  DATA_DIR: path.join(dir, 'store'),
};
const tsx = ['--import', 'tsx'];
const added = spawnSync('node', [...tsx, 'server/staff/add.ts', 'bench-staff'], {
  cwd: projectRoot,
  env: { ...env, STAFF_PASSWORD: PASSWORD },
  stdio: 'inherit',
});
if (added.status !== 0) process.exit(1);
/** The server started with `extra` in its environment, `run` against it, and the server stopped. */
async function withServer<T>(extra: Record<string, string>, run: () => Promise<T>) {
  const server = spawn('node', [...tsx, 'server/start.ts'], {
    cwd: projectRoot,
    env: { ...env, ...extra },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error('the server did not start');
      await sleep(100);
    }
    return await run();
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

type Timing = { median: number; p95: number };
/** A page and a download fetched in turn, 50 ms apart, for `ms` (three times at least): median and p95 ms. */
async function timings(ms = 4000) {
  const page: number[] = [];
  const file: number[] = [];
  const end = performance.now() + ms;
  for (let i = 0; i < 3 || performance.now() < end; i++, await sleep(50))
    for (const [url, into] of [
      ['/about/', page],
      ['/downloads/wells.csv', file],
    ] as const) {
      const start = performance.now();
      await (await fetch(base + url)).arrayBuffer();
      into.push(performance.now() - start);
    }
  const stats = (xs: number[]): Timing => {
    xs.sort((a, b) => a - b);
    return { median: percentile(xs, 50), p95: percentile(xs, 95) };
  };
  return { page: stats(page), file: stats(file) };
}

/**
 * `loops` clients signing in back to back with a new name each time; the page and download are timed from 1 s
 * in, for 4 s, and the flood goes on until the timing is done.
 */
async function flood(loops: number, headers: (i: number) => Record<string, string>) {
  let running = true;
  const measured = sleep(1000).then(() => timings());
  void measured.then(() => (running = false));
  const statuses: Record<number, number> = {};
  let n = 0;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) {
        const i = n++;
        const res = await fetch(`${base}/staff/sign-in`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...headers(i) },
          body: new URLSearchParams({ username: `name-${i}`, password: `guess ${i}` }),
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { statuses, ...(await measured) };
}

const quiet = await withServer({}, () => timings());
const rows: Record<string, Awaited<ReturnType<typeof flood>> | typeof quiet> = { quiet };
rows['8 loops, one client, new name each time'] = await withServer({}, () => flood(8, () => ({})));
rows['8 loops, new X-Forwarded-For each time'] = await withServer({}, () =>
  flood(8, (i) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` })),
);
rows['24 clients behind a trusted proxy'] = await withServer({ TRUST_PROXY: '127.0.0.1' }, () =>
  flood(24, (i) => ({ 'x-forwarded-for': `198.51.100.${i % 24}` })),
);

const ms = (t: Timing) => `${t.median.toFixed(1)} / ${t.p95.toFixed(1)} ms`;
const ratio = (t: Timing, q: Timing) => `${(t.median / q.median).toFixed(1)}×`;
console.log(`\nserver: ${projectRoot}\n`);
console.log('| flood | sign-in answers | page median / p95 | × | download median / p95 | × |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, row] of Object.entries(rows)) {
  const answers = 'statuses' in row ? JSON.stringify(row.statuses) : '';
  console.log(
    `| ${name} | ${answers} | ${ms(row.page)} | ${ratio(row.page, quiet.page)} | ${ms(row.file)} | ${ratio(row.file, quiet.file)} |`,
  );
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench-sign-in.json', JSON.stringify({ server: projectRoot, rows }, null, 2));
process.exit(0);
