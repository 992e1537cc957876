/**
 * The islands entry (app/islands.client.tsx) in the client build beside React Router's own: emitted as a chunk of
 * its own, and written to build/islands.json — the entry's files (it and every module it imports statically, in
 * the order they run) and, per island (app/islands/<name>.tsx, which the entry imports when a page has it), the
 * files it adds. The static step (scripts/static/defer-hydration.ts) puts a page's share of them in its boot
 * script, and the start-up test (e2e/startup-js.spec.ts) weighs them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ISLANDS_FILE, type IslandsBuild } from '../../core/built/islands.ts';

export function islandsEntry(options: { entry: string }): Plugin {
  let ref = '';
  let build: IslandsBuild = { entry: '', files: [], islands: {} };
  return {
    name: 'hail:islands-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: path.resolve(options.entry), name: 'islands' });
    },
    generateBundle(_, bundle) {
      const chunk = (fileName: string) => {
        const found = bundle[fileName];
        if (found?.type !== 'chunk')
          throw new Error(`islands entry: ${fileName} is not a chunk of the build`);
        return found;
      };
      /** A chunk's static imports and then itself, depth first (the order they run), leaving out `seen`. */
      const closure = (fileName: string, seen: Set<string>, files: string[] = []) => {
        if (seen.has(fileName)) return files;
        seen.add(fileName);
        chunk(fileName).imports.forEach((imported) => closure(imported, seen, files));
        files.push(`/${fileName}`);
        return files;
      };
      const entry = this.getFileName(ref);
      const entrySeen = new Set<string>();
      const files = closure(entry, entrySeen);
      const islands: Record<string, string[]> = {};
      for (const imported of chunk(entry).dynamicImports) {
        const module = chunk(imported).facadeModuleId ?? '';
        const name = /[\\/]app[\\/]islands[\\/]([\w-]+)\.tsx$/.exec(module)?.[1];
        if (name) islands[name] = closure(imported, new Set(entrySeen));
      }
      build = { entry: `/${entry}`, files, islands };
    },
    writeBundle(outputOptions) {
      const outDir = outputOptions.dir ?? this.environment.config.build.outDir;
      const file = path.join(outDir, '..', ISLANDS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(build, null, 1));
    },
  };
}
