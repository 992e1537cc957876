/** The fixed lists the catalogue's records draw from (no zod here: the browser imports these). */

/** Download formats. DWG is a closed format no open library writes: drawings are offered as DXF. */
export const datasetFormats = ['CSV', 'Excel', 'JSON', 'Shapefile', 'PDF', 'GeoJSON', 'KML', 'DXF'] as const;

export const datasetCategories = [
  'Economy',
  'Environment',
  'Infrastructure',
  'Society',
  'Governance',
] as const;

export const fieldTypes = ['string', 'integer', 'number', 'date'] as const;
export const frequencies = ['annual', 'quarterly', 'monthly', 'irregular', 'once'] as const;
export const geometryTypes = ['Point', 'LineString', 'Polygon'] as const;
