import { z } from 'zod';
import { issueLines } from '../core/schema';

export { id, isoDate, localized, type Localized } from '../core/schema';
/** An internal path such as /data/catalogue, or an absolute http(s) URL. */
export const href = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/, 'must be a path or URL');

/** Unique ids inside a list, so that links and tabs stay unambiguous. */
export function uniqueIds<T extends { id: string | number }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string | number>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id "${item.id}"` });
    seen.add(item.id);
  });
}

export class ContentError extends Error {}

/**
 * Validates a content module at import time, so a bad edit fails typecheck-free builds, tests and prerendering
 * with the file and the field named, e.g. `content/domains.ts: [2].indicators: expected number`.
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = issueLines(file, result.error).map((line) => `  ${line}`);
  throw new ContentError(`Invalid content\n${lines.join('\n')}`);
}
