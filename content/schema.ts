import { z } from 'zod';

/** A text in every language of the portal: a missing Arabic text fails the build, naming the file and field. */
export const localized = z.object({ en: z.string().trim().min(1), ar: z.string().trim().min(1) }).strict();
export type Localized = z.infer<typeof localized>;

export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case kebab-case id');
/** An internal path such as /data/catalogue, or an absolute http(s) URL. */
export const href = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/, 'must be a path or URL');
export const isoDate = z.iso.date();

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
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `  ${file}: ${path.replace(/^\./, '') || '(root)'}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content\n${lines.join('\n')}`);
}
