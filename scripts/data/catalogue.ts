/**
 * The published catalogue (build/data/catalogue.json) from the loaded datasets and the sizes of their written
 * files: one record per dataset with its resources, schema, coverage and a preview of its first rows.
 */
import bbox from '@turf/bbox';
import type { FeatureCollection } from 'geojson';
import type { Catalogue, Dataset, DatasetFormat, Resource } from '../../core/catalogue/types.ts';
import { writers } from './formats/index.ts';
import type { LoadedDataset } from './load.ts';
import { licences } from './schema.ts';
import { paths } from '../../core/paths.ts';

const PREVIEW_ROWS = 10;

/** The region's extent, for tables: the union of every geodata dataset's extent. */
function regionBbox(datasets: LoadedDataset[]): [number, number, number, number] {
  const boxes = datasets.filter((d) => d.features).map((d) => featureBbox(d));
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

function featureBbox(d: LoadedDataset) {
  const [w, s, e, n] = bbox({ type: 'FeatureCollection', features: d.features! } as FeatureCollection);
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  return [r(w), r(s), r(e), r(n)] as [number, number, number, number];
}

export function resourceFor(slug: string, format: DatasetFormat, size: number): Resource {
  const { extension, mediaType } = writers[format];
  const fileName = `${slug}${extension}`;
  return {
    id: `${slug}-${format.toLowerCase()}`,
    format,
    fileName,
    url: paths.download(slug, fileName),
    mediaType,
    size,
  };
}

export function buildCatalogue(
  datasets: LoadedDataset[],
  sizeOf: (slug: string, fileName: string) => number,
): Catalogue {
  const region = regionBbox(datasets);
  return {
    datasets: datasets.map(({ slug, meta, kind, rows, features, geometryType }): Dataset => {
      const resources = meta.formats.map((format) =>
        resourceFor(slug, format, sizeOf(slug, `${slug}${writers[format].extension}`)),
      );
      return {
        id: meta.id,
        slug,
        title: meta.title,
        description: meta.description,
        category: meta.category,
        source: meta.publisher,
        formats: meta.formats,
        downloads: meta.downloads,
        featured: meta.featured,
        modified: meta.modified,
        coverage: { from: Number(meta.temporal.from.slice(0, 4)), to: Number(meta.temporal.to.slice(0, 4)) },
        size: resources[0]!.size,
        keywords: meta.keywords,
        issued: meta.issued,
        temporal: meta.temporal,
        frequency: meta.frequency,
        license: licences[meta.license],
        contactPoint: meta.contactPoint,
        spatial: {
          label: meta.spatial,
          bbox: features ? featureBbox({ features } as LoadedDataset) : region,
        },
        provenance: meta.provenance,
        illustrative: meta.illustrative,
        kind,
        geometryType,
        fields: meta.file.fields,
        records: rows.length,
        resources,
        preview: rows.slice(0, PREVIEW_ROWS).map((row) => meta.file.fields.map((f) => row[f.name] ?? null)),
      };
    }),
  };
}
