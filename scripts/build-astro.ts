/**
 * `npm run build:astro`: the pages built so far on Astro (issue 42's engine, app/pages/), into build-astro/ beside
 * the current build: the data build, Astro's static build, sitemap, search index, each page's inline-script hashes
 * and the compressed copies, as `npm run build` does. Serve it with `npm run bench:interaction -- --root
 * build-astro/client` or `npm run bench:lighthouse -- --root build-astro/client`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const build = process.env.BUILD_DIR ?? 'build-astro';
const env = { ...process.env, BUILD_DIR: build, ASTRO_TELEMETRY_DISABLED: '1' };
const run = (command: string, args: string[]) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
  console.log(
    `build:astro: ${[command, ...args].join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};
const step = (script: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args]);

step('scripts/build-data.ts', '--clean');
run('astro', ['build']);
// Astro writes the English not-found page as 404.html; the server reads every 404 page at 404/index.html
const client = path.join(build, 'client');
if (existsSync(path.join(client, '404.html'))) {
  mkdirSync(path.join(client, '404'), { recursive: true });
  copyFileSync(path.join(client, '404.html'), path.join(client, '404', 'index.html'));
}
step('scripts/build-sitemap.ts');
step('scripts/build-search.ts');
step('scripts/build-static.ts');
const hashes = path.join(build, 'inline-scripts.json');
const inline = JSON.parse(readFileSync(hashes, 'utf8')) as Record<string, string[]>;
writeFileSync(hashes, JSON.stringify({ ...inline, '404/index.html': inline['404.html'] }, null, 1));
