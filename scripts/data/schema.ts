/**
 * The schema of data/datasets/<slug>/dataset.json, the metadata staff edit beside each data file. A bad edit
 * stops the data build with the file and the field named.
 */
import { z } from 'zod';
import { FieldSchema } from '../../core/catalogue/schema.ts';
import { datasetCategories, datasetFormats, frequencies } from '../../core/catalogue/vocabulary.ts';
import { id, isoDate, localized } from '../../core/schema.ts';

const word = z.string().trim().min(1);

export const licences = {
  'CC-BY-4.0': {
    id: 'CC-BY-4.0',
    title: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
} as const;

export const DatasetMetaSchema = z
  .object({
    /** The catalogue's number for the dataset (stable; the card order follows it). */
    id: z.number().int().positive(),
    title: localized,
    description: localized,
    keywords: z.object({ en: z.array(word).min(1), ar: z.array(word).min(1) }).strict(),
    category: z.enum(datasetCategories),
    /** Id of the publishing organisation in content/datasets.ts (dataSources). */
    publisher: id,
    contactPoint: z.object({ name: localized, email: z.email() }).strict(),
    license: z.enum(Object.keys(licences) as [keyof typeof licences]),
    spatial: localized,
    temporal: z
      .object({ from: isoDate, to: isoDate })
      .strict()
      .refine((t) => t.from <= t.to, 'from must not be after to'),
    frequency: z.enum(frequencies),
    issued: isoDate,
    modified: isoDate,
    provenance: localized,
    illustrative: z.boolean(),
    downloads: z.number().int().nonnegative(),
    featured: z.boolean(),
    /** Formats offered for download, in display order; the first is the main file shown as 'File Size'. */
    formats: z.array(z.enum(datasetFormats)).min(1),
    /** The source file in this folder (.csv for tables, .geojson for geodata) and its columns or attributes. */
    file: z
      .object({
        path: z.string().regex(/^[a-z0-9-]+\.(csv|geojson)$/, 'must be a .csv or .geojson file name'),
        fields: z.array(FieldSchema).min(1),
      })
      .strict(),
  })
  .strict()
  .superRefine((meta, ctx) => {
    if (meta.issued > meta.modified)
      ctx.addIssue({ code: 'custom', path: ['issued'], message: 'must not be after modified' });
    const names = new Set<string>();
    meta.file.fields.forEach((f, i) => {
      if (names.has(f.name))
        ctx.addIssue({
          code: 'custom',
          path: ['file', 'fields', i, 'name'],
          message: `duplicate "${f.name}"`,
        });
      names.add(f.name);
    });
    if (new Set(meta.formats).size !== meta.formats.length)
      ctx.addIssue({ code: 'custom', path: ['formats'], message: 'lists a format twice' });
  });

export type DatasetMeta = z.infer<typeof DatasetMetaSchema>;
