import './production.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { participate } from '../content/participate.ts';
import { isDatabaseAway, openStore } from './store/db.ts';
import { seedOnce } from './store/seed.ts';
import { purge } from './participation/retention.ts';
import { memoryRateLimiter, redisRateLimiter } from './store/rate-limit.ts';
import { readTrustProxy } from './proxy.ts';
import { SIGN_IN_LIMITS } from './staff/routes.ts';
import { timeouts } from './limits.ts';
import { PAGE_HEADERS_FILE } from './pages.ts';
import { serverEntry } from './on-demand.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_DIR: another build folder (the benchmarks build a 50,000-dataset catalogue there).
const root = path.resolve(projectRoot, process.env.BUILD_DIR ?? 'build', 'client');

const built = [path.join(root, 'index.html'), path.join(root, '..', PAGE_HEADERS_FILE), serverEntry(root)];
if (!built.every((file) => existsSync(file))) {
  console.log('No complete build found: building the portal first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
// The proxies whose forwarded headers are believed (server/proxy.ts): none unless named.
let trustProxy;
try {
  trustProxy = readTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// What visitors send: PostgreSQL when DATABASE_URL is set, else an SQLite file under DATA_DIR (default var/).
// The server starts even while PostgreSQL is away; forms and the inbox answer 503 until it is back.
const dataDir = path.resolve(projectRoot, process.env.DATA_DIR ?? 'var');
const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir, deferred: true });
// The datasets' files, one folder per version: FILES_DIR (a folder every server shares), else DATA_DIR/files.
const filesDir = path.resolve(projectRoot, process.env.FILES_DIR ?? path.join(dataDir, 'files'));
// A store without a catalogue gets the seed (data/datasets/ as the data build wrote it): on this first start,
// or as soon as the database can be reached.
const seeded = () =>
  seedOnce(store, path.resolve(root, '..'), filesDir).then(
    (report) => report && console.log(`catalogue: the seed imported (${report.added.length} datasets)`),
  );
await store
  .ready()
  .then(seeded)
  .catch((error: Error) => {
    if (!isDatabaseAway(error)) throw error;
    console.error(
      `store: the database cannot be reached yet (${error.message}); forms, the inbox and the catalogue answer 503 until it is`,
    );
    const retry = setInterval(
      () =>
        void store
          .ready()
          .then(seeded)
          .then(
            () => clearInterval(retry),
            // Still away: tried again in 30 s; anything else (no seed to import, say) is said
            (error: Error) => isDatabaseAway(error) || console.error(`catalogue: ${error.message}`),
          ),
      30_000,
    );
    retry.unref();
  });
// Forms a client may send per minute (PARTICIPATION_RATE_LIMIT; the browser tests, all from one address, raise it).
const perMinute = Number(process.env.PARTICIPATION_RATE_LIMIT ?? 20);
const formLimits = { limit: perMinute > 0 ? perMinute : 20, windowMs: 60_000 };
// With REDIS_URL the limits are shared by every server process using that Redis; else kept in this process.
const redisUrl = process.env.REDIS_URL;
const rateLimiter = redisUrl
  ? await redisRateLimiter(redisUrl, { ...formLimits, prefix: 'hail:forms' })
  : memoryRateLimiter(formLimits);
const signIn = (kind: keyof typeof SIGN_IN_LIMITS) =>
  redisUrl
    ? redisRateLimiter(redisUrl, { ...SIGN_IN_LIMITS[kind], prefix: `hail:sign-in:${kind}` })
    : memoryRateLimiter(SIGN_IN_LIMITS[kind]);
const signInLimiters = { name: await signIn('name'), address: await signIn('address') };
const app = await buildServer({
  root,
  // Warnings and errors always (failed sign-ins, a database away); every request with LOG=1.
  logger: { level: process.env.LOG === '1' ? 'info' : 'warn' },
  trustProxy,
  participation: { store, rateLimiter, signInLimiters },
  catalogueStore: { store, filesDir },
});
app.addHook('onClose', async () => {
  await store.close();
  for (const limiter of [rateLimiter, signInLimiters.name, signInLimiters.address]) await limiter.close?.();
});
await app.listen({ port, host });

// What the privacy notes promise: expired submissions deleted at start and once a day.
const runPurge = () =>
  purge(store, participate.events).then(
    (n) => n && console.log(`participation: ${n} expired submissions deleted`),
    (error: Error) => console.error(`participation: purge failed: ${error.message}`),
  );
void runPurge();
setInterval(() => void runPurge(), 24 * 3600_000).unref();
console.log(`Hail Regional Data Hub on http://localhost:${port} (Node.js ${process.version})`);

// On SIGINT/SIGTERM: stop taking connections, let the requests in flight finish, and exit; after
// `timeouts.shutdown` exit anyway.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), timeouts.shutdown).unref();
    void app.close().then(() => process.exit(0));
  });
}
