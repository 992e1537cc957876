import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Turns a content module's exports into plain JSON exports; schemas, types and functions are dropped. Each is marked
 * pure, so that a chunk carries only the exports it uses (a governorate's name without its description).
 */
export function contentModuleToJson(exports: Record<string, unknown>) {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function') continue;
    if (value && typeof value === 'object' && '_zod' in value) continue; // a zod schema
    const json = JSON.stringify(value);
    if (json === undefined) continue;
    const literal = JSON.stringify(json);
    lines.push(
      name === 'default'
        ? `export default /* @__PURE__ */ JSON.parse(${literal});`
        : `export const ${name} = /* @__PURE__ */ JSON.parse(${literal});`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * Content modules validate themselves with zod when imported, and some read data/ with Node. The prerender
 * (server) build and the tests import them as they are, so a bad edit fails there; the browser gets the
 * validated data as JSON instead — in the build and in the dev server — so that zod, the schemas and Node code
 * never reach visitors. In dev each load imports the module afresh, so an edit shows on reload.
 */
export function contentAsJson({ contentDir }: { contentDir: string }): Plugin {
  const dir = path.resolve(contentDir) + path.sep;
  let dev = false;
  return {
    name: 'hail:content-as-json',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    async load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(dir) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      if (path.basename(file) === 'schema.ts') return null;
      const url = pathToFileURL(file).href + (dev ? `?v=${Date.now()}` : '');
      const mod = (await tsImport(url, import.meta.url)) as Record<string, unknown>;
      return contentModuleToJson(mod);
    },
  };
}
