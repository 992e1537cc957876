/**
 * `npm run build`: the whole portal into build/ (BUILD_DIR: another folder): the data build, Astro's build of
 * every page in both languages (with each page's Content-Security-Policy, build/_headers.json), robots.txt, the
 * search index and the compressed copies. `npm start` serves build/client.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const run = (label: string, command: string, args: string[]) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
  console.log(`build: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
const step = (script: string, ...args: string[]) =>
  run(script, process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args]);

step('build-data', '--clean');
run('astro build', 'astro', ['build']);
step('build-robots');
step('build-search');
step('build-static');
