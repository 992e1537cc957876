/**
 * The publications' and reports' PDFs and the publications catalogue as the data build wrote them
 * (build/data/publication-files.json): each file's size in bytes, page count and, for PDFs, the page each
 * section starts on. The pages' build-time loaders read it, so sizes and pages shown are the real files'.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { issueLines } from '../schema.ts';

const Pdf = z.object({
  bytes: z.number().int().positive(),
  pages: z.number().int().positive(),
  /** Sections in order, each with the page its title is on. */
  toc: z.array(z.object({ title: z.string(), page: z.number().int().positive() })),
  /** Its key figures as the PDF writes them: indicator, value with unit, year. */
  figures: z.array(z.object({ label: z.string(), value: z.string(), year: z.string() })),
});
export type PdfFile = z.infer<typeof Pdf>;
const ByLanguage = <T extends z.ZodType>(item: T) => z.object({ en: item, ar: item });

export const PublicationFilesSchema = z.object({
  publications: z.record(z.string(), ByLanguage(Pdf)),
  reports: z.record(z.string(), ByLanguage(Pdf)),
  /** The publications catalogue: bytes of the CSV and the PDF in each language. */
  catalogue: ByLanguage(z.object({ csv: z.number().int().positive(), pdf: z.number().int().positive() })),
});
export type PublicationFiles = z.infer<typeof PublicationFilesSchema>;

export const publicationFilesFile = () =>
  path.resolve(process.env.BUILD_DIR ?? 'build', 'data', 'publication-files.json');

let read: Promise<PublicationFiles> | null = null;

/** The built files' sizes, pages and contents; read once per process. */
export function publicationFiles(): Promise<PublicationFiles> {
  read ??= readFile(publicationFilesFile(), 'utf8').then(
    (text) => {
      const parsed = PublicationFilesSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new Error(
          `Invalid publication files\n${issueLines(publicationFilesFile(), parsed.error).join('\n')}`,
        );
      return parsed.data;
    },
    (error: Error) => {
      throw new Error(
        `Cannot read ${publicationFilesFile()} (${error.message}): run \`npm run build:data\` first.`,
      );
    },
  );
  return read;
}
