/**
 * `npm run bench:server`: the built portal's server under load on loopback (autocannon, 10 connections):
 * throughput and p50/p95/p99 latency of a page (as a browser asks for it, brotli accepted) and of
 * package_search, then the process's resident memory after each of 10 bursts. The server runs as its own
 * process (`npm start`'s), so its memory is its own. Writes bench-results/server.json.
 *
 * `-- --url http://127.0.0.1:PORT --pid PID` measures a server already running instead (e.g. an older build,
 * for before/after figures).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { percentile } from './stats.ts';

type Result = { requests: { average: number }; errors: number; timeouts: number; non2xx: number };
type Instance = {
  on(event: 'response', listener: (c: unknown, s: number, b: number, ms: number) => void): void;
};
type Autocannon = (options: object, done: (error: Error | null, result: Result) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values: args } = parseArgs({ options: { url: { type: 'string' }, pid: { type: 'string' } } });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** Load for `seconds`; throughput, and latency percentiles over every response (nearest rank). */
async function load(
  url: string,
  requests: { path: string; headers?: Record<string, string> }[],
  seconds: number,
) {
  const latencies: number[] = [];
  const result = await new Promise<Result>((resolve, reject) =>
    autocannon(
      { url, connections: 10, duration: seconds, requests: requests.map((r) => ({ method: 'GET', ...r })) },
      (error, r) => (error ? reject(error) : resolve(r)),
    ).on('response', (_c, _s, _b, ms) => latencies.push(ms)),
  );
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(latencies, p) * 100) / 100;
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': ms(50),
    'p95 ms': ms(95),
    'p99 ms': ms(99),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const page = [{ path: '/', headers: browser }];
const search = [
  '/api/3/action/package_search?q=water',
  '/api/3/action/package_search?fq=groups:economy&facet.field=["groups","res_format"]',
  '/api/3/action/package_search?q=السكان&rows=5',
  '/api/3/action/package_search?sort=metadata_modified desc&rows=20',
  '/api/3/action/package_show?id=population-census-2025',
].map((path) => ({ path: encodeURI(path), headers: browser }));

const server = args.url ? { url: args.url, pid: Number(args.pid), stop: () => {} } : await startServer();
console.log(`Server at ${server.url} (pid ${server.pid}); RSS at start ${rssMb(server.pid)} MB`);

await load(server.url, page, 2); // warm up
const results = {
  page: await load(server.url, page, 10),
  package_search: await load(server.url, search, 10),
};
const rss: number[] = [];
for (let burst = 0; burst < 10; burst++) {
  await load(server.url, burst % 2 ? search : page, 3);
  rss.push(rssMb(server.pid));
}
server.stop();

console.table(results);
console.log(`RSS after each of 10 bursts (MB): ${rss.join(', ')}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/server.json',
  JSON.stringify({ date: new Date().toISOString(), url: server.url, results, rssMb: rss }, null, 2),
);
