/**
 * The catalogue's types, inferred from its schemas (core/catalogue/schema.ts), and its fixed lists. Import from
 * here in browser code: type imports are erased, so zod stays out of the pages' JavaScript.
 */
import type { z } from 'zod';
import type {
  CatalogueSchema,
  DatasetSchema,
  DatasetSummarySchema,
  FieldSchema,
  ResourceSchema,
} from './schema.ts';
import type { datasetCategories, datasetFormats, geometryTypes } from './vocabulary.ts';

export { datasetCategories, datasetFormats } from './vocabulary.ts';
export type { Localized } from '../schema.ts';

export type DatasetFormat = (typeof datasetFormats)[number];
export type DatasetCategory = (typeof datasetCategories)[number];
export type GeometryType = (typeof geometryTypes)[number];
export type Field = z.infer<typeof FieldSchema>;
export type Resource = z.infer<typeof ResourceSchema>;
export type DatasetSummary = z.infer<typeof DatasetSummarySchema>;
export type Dataset = z.infer<typeof DatasetSchema>;
export type Catalogue = z.infer<typeof CatalogueSchema>;
