/**
 * The building blocks every schema of ours uses (content/, data/, the published catalogue), and one way of
 * reporting what failed: `file: path.to[0].field: message`.
 */
import { z } from 'zod';

/** A text in every language of the portal: a missing Arabic text fails the build, naming the file and field. */
export const localized = z.object({ en: z.string().trim().min(1), ar: z.string().trim().min(1) }).strict();
export type Localized = z.infer<typeof localized>;

export const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case kebab-case id');
export const isoDate = z.iso.date();

/** One line per problem, each naming the file and the field: `file: [2].indicators: expected number`. */
export function issueLines(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `${file}: ${path.replace(/^\./, '') || '(root)'}: ${issue.message}`;
  });
}
