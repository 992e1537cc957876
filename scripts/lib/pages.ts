import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every page the build prerendered, both languages: the address of each `client/**\/index.html` ("/" for the root). */
export function prerenderedPages(client: string, dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return prerenderedPages(client, path.join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    const p = '/' + path.relative(client, dir).split(path.sep).join('/');
    return [p === '/' ? '/' : p.replace(/\/$/, '')];
  });
}
