/**
 * The pages of a build as files (build/client): read by the build's steps after the prerender (the search index)
 * and by the tests that walk every page (the crawler).
 */
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** A text or attribute value of the prerendered HTML as written by React, its entities decoded. */
export const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!);
