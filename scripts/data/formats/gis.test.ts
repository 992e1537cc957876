/** GeoJSON, KML, Shapefile and DXF of point, line and polygon geodata, opened with GDAL (ogrinfo, ogr2ogr). */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DXF_CRS } from './dxf.ts';
import { UTM_EPSG } from './utm.ts';
import { fixtureDatasets, longArabic } from '../../../testing/format-fixture.ts';
import { checks, run, unzipShapefile, writeFormats } from './readers.ts';
import { writers } from './index.ts';

const { root, table, points, lines, polygons } = fixtureDatasets();
const out = path.join(root, 'out');
afterAll(() => rmSync(root, { recursive: true, force: true }));
let files: Record<string, Awaited<ReturnType<typeof writeFormats>>>;
const file = (slug: string, format: 'GeoJSON' | 'KML' | 'Shapefile' | 'DXF') => files[slug]![format]!;

beforeAll(async () => {
  files = {};
  for (const d of [points, lines, polygons]) files[d.slug] = await writeFormats(d, path.join(out, d.slug));
});

describe.each([points, lines, polygons])('$slug', (dataset) => {
  test.each(['GeoJSON', 'KML', 'Shapefile', 'DXF'] as const)(
    '%s opens in GDAL with every feature',
    async (format) => {
      await checks[format](dataset, file(dataset.slug, format));
    },
  );
});

test('formats for geodata only refuse a table', async () => {
  for (const format of ['GeoJSON', 'KML', 'Shapefile', 'DXF'] as const)
    await expect(writers[format].write(table)).rejects.toThrow(/only written for geodata/);
});

test('GeoJSON: RFC 7946 features, 6-decimal coordinates, properties in field order', () => {
  const json = JSON.parse(readFileSync(file(points.slug, 'GeoJSON'), 'utf8'));
  expect(json.features[0].geometry).toEqual({ type: 'Point', coordinates: [41.690123, 27.521235] });
  expect(Object.keys(json.features[0].properties)).toEqual(points.meta.file.fields.map((f) => f.name));
  expect(json.features[1].properties.status).toBeNull();
});

test('KML: document named by the title, placemarks by the id, Arabic attributes intact', () => {
  const text = run('ogrinfo', ['-ro', '-al', '-q', file(points.slug, 'KML')]);
  expect(text).toContain('Layer name: Water wells');
  expect(text).toContain('Name (String) = W-001');
  expect(text).toContain('name_ar (String) = بئر بقعاء، الشمالية "أ"');
  expect(text).toContain('capacity_m3_per_year (String) = 310250');
  expect(run('ogrinfo', ['-ro', '-al', '-q', file(polygons.slug, 'KML')])).toContain(
    `land_use (String) = ${longArabic}`,
  );
});

describe('Shapefile', () => {
  const shp = (dataset: typeof points) => unzipShapefile(file(dataset.slug, 'Shapefile'), dataset.slug).shp;

  test('field types, names shortened to 10 characters and unique, WGS 84', () => {
    const summary = run('ogrinfo', ['-ro', '-al', '-so', shp(points)]);
    for (const line of [
      'Geometry: Point',
      'well_id: String (5.0)',
      'depth_m: Real (6.2)',
      'capaci_day: Integer (4.0)',
      'capac_year: Integer (6.0)',
      'drilled: Date (10.0)',
      'ID["EPSG",4326]',
    ])
      expect(summary).toContain(line);
    const roads = run('ogrinfo', ['-ro', '-al', '-so', shp(lines)]);
    for (const line of ['lanes: Integer (1.0)', 'surface_ty: String (10.0)', 'surface_1: String (6.0)'])
      expect(roads).toContain(line);
  });

  test('Arabic values come back intact (UTF-8 .dbf and .cpg), nulls as null, long text cut at 254 bytes', () => {
    const text = run('ogrinfo', ['-ro', '-al', '-q', shp(points)]);
    expect(text).toContain('name_ar (String) = بئر الخطة');
    expect(text).toContain('name_ar (String) = بئر بقعاء، الشمالية "أ"');
    expect(text).toContain('status (String) = (null)');
    expect(text).toContain('drilled (Date) = 2021/11/30');
    expect(text).toContain('POINT (41.690123 27.521235)');
    const parcels = run('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', shp(polygons)]);
    const landUse: string = JSON.parse(parcels).features[1].properties.land_use;
    expect(longArabic.startsWith(landUse)).toBe(true);
    expect(Buffer.byteLength(landUse)).toBeGreaterThan(240);
    expect(Buffer.byteLength(landUse)).toBeLessThanOrEqual(254);
  });

  test('polygons keep their hole; outer rings are clockwise, holes counter-clockwise', () => {
    const json = JSON.parse(run('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', shp(polygons)]));
    const [outer, hole] = json.features[0].geometry.coordinates as number[][][];
    const clockwise = (ring: number[][]) =>
      ring.reduce((sum, [x1, y1], i) => {
        const [x2, y2] = ring[(i + 1) % ring.length]!;
        return sum + (x2! - x1!) * (y2! + y1!);
      }, 0) > 0;
    expect(json.features[0].geometry.type).toBe('Polygon');
    expect([clockwise(outer!), clockwise(hole!)]).toEqual([true, false]);
  });
});

describe('DXF', () => {
  test('one POINT, LWPOLYLINE or closed LWPOLYLINE per feature, on a layer named by the slug', () => {
    const wells = run('ogrinfo', ['-ro', '-al', '-q', file(points.slug, 'DXF')]);
    expect(wells.match(/AcDbPoint/g)).toHaveLength(3);
    expect(wells).toContain('Layer (String) = water-wells');
    const roads = run('ogrinfo', ['-ro', '-al', '-q', file(lines.slug, 'DXF')]);
    expect(roads.match(/AcDbPolyline/g)).toHaveLength(2);
    const dxf = readFileSync(file(polygons.slug, 'DXF'), 'utf8');
    expect(dxf.match(/\nLWPOLYLINE\n/g)).toHaveLength(2);
    expect(dxf).toMatch(/\nAcDbPolyline\n\s*90\n4\n\s*70\n1\n/);
  });

  test(`coordinates are ${DXF_CRS}, as GDAL projects them; the file says so`, () => {
    const dxf = readFileSync(file(points.slug, 'DXF'), 'utf8');
    expect(dxf.startsWith(`999\nCRS: ${DXF_CRS}\n`)).toBe(true);
    expect(dxf).toMatch(/\$INSUNITS\n\s*70\n6\n/);
    const read = JSON.parse(run('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', file(points.slug, 'DXF')]));
    const geojson = JSON.parse(readFileSync(file(points.slug, 'GeoJSON'), 'utf8'));
    const input = geojson.features.map(
      (f: { geometry: { coordinates: number[] } }) => f.geometry.coordinates,
    );
    const projected = run(
      'gdaltransform',
      ['-s_srs', '+proj=longlat +datum=WGS84', '-t_srs', `EPSG:${UTM_EPSG}`, '-output_xy'],
      input.map((p: number[]) => p.join(' ')).join('\n'),
    );
    const expected = projected
      .trim()
      .split('\n')
      .map((l) => l.split(' ').map(Number));
    const actual = read.features.map((f: { geometry: { coordinates: number[] } }) =>
      f.geometry.coordinates.slice(0, 2),
    );
    actual.flat().forEach((v: number, i: number) => expect(v).toBeCloseTo(expected.flat()[i]!, 2));
  });
});
