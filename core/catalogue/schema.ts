/**
 * The catalogue as the data build publishes it (build/data/catalogue.json) and as pages, the API, DCAT and the
 * sitemap read it, as zod schemas; the types (core/catalogue/types.ts) are inferred from them. The server and the
 * pages' loaders check the published file against them when they read it. The browser imports only the types,
 * so zod does not reach it.
 */
import { z } from 'zod';
import { isoDate, localized } from '../schema.ts';
import { datasetCategories, datasetFormats, fieldTypes, frequencies, geometryTypes } from './vocabulary.ts';

const text = z.string().min(1);
const year = z.number().int().min(1900).max(2200);

/** A column of a table or an attribute of a feature (Frictionless Table Schema style). */
export const FieldSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be a snake_case column name'),
    type: z.enum(fieldTypes),
    title: localized,
    /** Unit of measure, e.g. "ha", "km", "SAR million", "%". */
    unit: z.string().trim().min(1).optional(),
    description: localized.optional(),
  })
  .strict();

/** One downloadable file of a dataset (a CKAN resource, a DCAT distribution). */
export const ResourceSchema = z
  .object({
    /** `<slug>-<format>` in lower case, e.g. industrial-zone-parcels-geojson. */
    id: text,
    format: z.enum(datasetFormats),
    /** File name, e.g. industrial-zone-parcels.geojson. */
    fileName: text,
    /** Site-relative address, e.g. /downloads/industrial-zone-parcels/industrial-zone-parcels.geojson. */
    url: z.string().startsWith('/'),
    mediaType: text,
    /** Bytes of the real file. */
    size: z.number().int().nonnegative(),
  })
  .strict();

/** What a catalogue card and the search need. */
export const DatasetSummarySchema = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: localized,
    description: localized,
    category: z.enum(datasetCategories),
    /** Publisher id: an entry of dataSources in content/datasets.ts. */
    source: text,
    formats: z.array(z.enum(datasetFormats)),
    downloads: z.number().int().nonnegative(),
    featured: z.boolean(),
    /** Last revision of the data (YYYY-MM-DD). */
    modified: isoDate,
    /** Years the data describes, for the Time Period filter. */
    coverage: z.object({ from: year, to: year }).strict(),
    /** Bytes of the dataset's main file (its first format), shown as 'File Size'. */
    size: z.number().int().nonnegative(),
    keywords: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }).strict(),
    /** Its files, one per format, in the order of `formats`. */
    resources: z.array(ResourceSchema),
  })
  .strict();

/** Everything about one dataset: the dataset page, package_show and DCAT. */
export const DatasetSchema = DatasetSummarySchema.extend({
  issued: isoDate,
  temporal: z.object({ from: isoDate, to: isoDate }).strict(),
  frequency: z.enum(frequencies),
  license: z.object({ id: text, title: text, url: z.url() }).strict(),
  contactPoint: z.object({ name: localized, email: z.email() }).strict(),
  spatial: z
    .object({
      label: localized,
      /** [west, south, east, north] in WGS 84 degrees. */
      bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    })
    .strict(),
  /** Provenance: where the figures come from. */
  provenance: localized,
  /** True for sample figures that must not be mistaken for official statistics. */
  illustrative: z.boolean(),
  /** Table rows or map features. */
  kind: z.enum(['table', 'features']),
  geometryType: z.enum(geometryTypes).nullable(),
  fields: z.array(FieldSchema),
  /** Rows (tables) or features (geodata). */
  records: z.number().int().nonnegative(),
  /** The first rows or features' attributes, in field order, for previews. */
  preview: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
}).strict();

export const CatalogueSchema = z.object({ datasets: z.array(DatasetSchema) }).strict();
