import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Turns a content module's exports into plain JSON exports; schemas, types and functions are dropped. */
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
        ? `export default JSON.parse(${literal});`
        : `export const ${name} = JSON.parse(${literal});`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * Content modules validate themselves with zod when imported. The prerender (server) build and the tests import
 * them as they are, so a bad edit fails there; the browser build gets the validated data as JSON instead, so that
 * zod and the schemas never ship to visitors.
 */
export function contentAsJson({ contentDir }: { contentDir: string }): Plugin {
  const dir = path.resolve(contentDir) + path.sep;
  return {
    name: 'hail:content-as-json',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!file.startsWith(dir) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      if (path.basename(file) === 'schema.ts') return null;
      const mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      return contentModuleToJson(mod);
    },
  };
}
