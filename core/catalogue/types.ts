/**
 * The catalogue as the data build publishes it (build/data/catalogue.json): what pages, the API, DCAT and the
 * sitemap read. Plain types only, shared by the browser, the build and the server; the dataset.json files they
 * come from are validated by scripts/data/schema.ts.
 */
export type Localized = { en: string; ar: string };

/** Download formats. DWG is a closed format no open library writes: drawings are offered as DXF. */
export const datasetFormats = ['CSV', 'Excel', 'JSON', 'Shapefile', 'PDF', 'GeoJSON', 'KML', 'DXF'] as const;
export type DatasetFormat = (typeof datasetFormats)[number];

export const datasetCategories = [
  'Economy',
  'Environment',
  'Infrastructure',
  'Society',
  'Governance',
] as const;
export type DatasetCategory = (typeof datasetCategories)[number];

export type FieldType = 'string' | 'integer' | 'number' | 'date';

/** A column of a table or an attribute of a feature (Frictionless Table Schema style). */
export type Field = {
  name: string;
  type: FieldType;
  title: Localized;
  /** Unit of measure, e.g. "ha", "km", "SAR million", "%". */
  unit?: string;
  description?: Localized;
};

/** One downloadable file of a dataset (a CKAN resource, a DCAT distribution). */
export type Resource = {
  /** `<slug>-<format>` in lower case, e.g. industrial-zone-parcels-geojson. */
  id: string;
  format: DatasetFormat;
  /** File name, e.g. industrial-zone-parcels.geojson. */
  fileName: string;
  /** Site-relative address, e.g. /downloads/industrial-zone-parcels/industrial-zone-parcels.geojson. */
  url: string;
  mediaType: string;
  /** Bytes of the real file. */
  size: number;
};

/** What a catalogue card and the search need. */
export type DatasetSummary = {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  category: DatasetCategory;
  /** Publisher id: an entry of dataSources in content/datasets.ts. */
  source: string;
  formats: DatasetFormat[];
  downloads: number;
  featured: boolean;
  /** Last revision of the data (YYYY-MM-DD). */
  modified: string;
  /** Years the data describes, for the Time Period filter. */
  coverage: { from: number; to: number };
  /** Bytes of the dataset's main file (its first format), shown as 'File Size'. */
  size: number;
  keywords: { en: string[]; ar: string[] };
  /** Its files, one per format, in the order of `formats`. */
  resources: Resource[];
};

export type GeometryType = 'Point' | 'LineString' | 'Polygon';

/** Everything about one dataset: the dataset page, package_show and DCAT. */
export type Dataset = DatasetSummary & {
  issued: string;
  temporal: { from: string; to: string };
  frequency: 'annual' | 'quarterly' | 'monthly' | 'irregular' | 'once';
  license: { id: string; title: string; url: string };
  contactPoint: { name: Localized; email: string };
  spatial: {
    label: Localized;
    /** [west, south, east, north] in WGS 84 degrees. */ bbox: [number, number, number, number];
  };
  /** Provenance: where the figures come from. */
  provenance: Localized;
  /** True for sample figures that must not be mistaken for official statistics. */
  illustrative: boolean;
  /** Table rows or map features. */
  kind: 'table' | 'features';
  geometryType: GeometryType | null;
  fields: Field[];
  /** Rows (tables) or features (geodata). */
  records: number;
  /** The first rows or features' attributes, in field order, for previews. */
  preview: (string | number | null)[][];
};

export type Catalogue = { datasets: Dataset[] };
