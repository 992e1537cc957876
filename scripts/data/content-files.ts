/**
 * The long-form content's files (content/<collection>/<en|ar>/<id>.md(x), app/content.config.ts) for the build steps
 * that run outside Astro (the search index): each entry's frontmatter, read with Astro's own parser and checked
 * with its collection's schema, and its text as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from 'astro/markdown';
import type { z } from 'zod';
import { issueLines } from '../../core/schema.ts';

export function contentFiles<S extends z.ZodType>(collection: string, lang: 'en' | 'ar', schema: S) {
  const dir = path.join('content', collection, lang);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'));
      const data = schema.safeParse(frontmatter);
      if (!data.success) throw new Error(issueLines(file, data.error).join('\n'));
      return { id: name.replace(/\.mdx?$/, ''), data: data.data as z.output<S>, body: content.trim() };
    });
}
