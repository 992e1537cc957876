/**
 * The data build's public files (build/data/public: /downloads/…, /gis/…) become part of
 * the site: copied into build/client by the client build, and served by the dev server. `npm run build:data`
 * writes them first; without them the build stops and says so.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? listFiles(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export function dataFiles(options: { dir: string }): Plugin[] {
  const dir = path.resolve(options.dir);
  const missing = () =>
    new Error(`${dir} is missing: run \`npm run build:data\` (npm run build and npm run dev do it first).`);
  return [
    {
      name: 'hail:data-files',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        if (!existsSync(dir)) throw missing();
        for (const fileName of listFiles(dir)) {
          this.emitFile({ type: 'asset', fileName, source: readFileSync(path.join(dir, fileName)) });
        }
      },
    },
    {
      name: 'hail:data-files-dev',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((req, res, next) => {
          const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
          const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
          if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile())
            return next();
          res.end(readFileSync(file));
        });
      },
    },
  ];
}
