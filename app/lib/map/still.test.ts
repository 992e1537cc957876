import { readFileSync } from 'node:fs';
import bbox from '@turf/bbox';
import type { FeatureCollection } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { gis, layerIds } from '@content/gis';
import { gisFiles } from '../../../scripts/data/gis-files';
import { shownLayers } from '~/features/gis/lib/map-layers';
import { baseStyle, FIRST_LABEL_LAYER } from './base-style';
import { type Bounds, type Mark, stillMarks, viewOf, world } from './still';

const file = (name: keyof typeof gisFiles) =>
  JSON.parse(readFileSync(`data/${gisFiles[name].file}`, 'utf8')) as FeatureCollection;
const base = { region: file('region'), governorates: file('governorates'), towns: file('towns') };
const regionBox = bbox(base.region) as Bounds;
const phone = { width: 380, height: 420 };

/** The GIS hub's still picture as `MapView` composes it: base map, the layers switched on, then the labels. */
function gisStill(lang: string, on: Partial<Record<string, boolean>>) {
  const style = baseStyle(base, lang);
  const at = style.layers.findIndex((l) => l.id === FIRST_LABEL_LAYER);
  const layers: LayerSpecification[] = [
    ...style.layers.slice(0, at),
    ...shownLayers(Object.fromEntries(layerIds.map((id) => [id, on[id] ?? false])) as never),
    ...style.layers.slice(at),
  ];
  const sources: Record<string, FeatureCollection> = {
    ...Object.fromEntries(
      Object.entries(style.sources).map(([id, s]) => [id, (s as { data: FeatureCollection }).data]),
    ),
    agricultural: file('agricultural'),
    groundwater: file('groundwater'),
    roads: file('roads'),
    industrial: file('industrial'),
    electrical: file('electrical'),
    parcels: file('parcels'),
  };
  return { layers, sources };
}

const byId = (marks: Mark[], id: string) => marks.find((m) => m.id === id);

describe('the still map', () => {
  it('fits a box as MapLibre does: the bounds touch the padding on one side and stay inside it on the other', () => {
    const view = viewOf({ bounds: regionBox, padding: 24 }, phone);
    const k = 2 ** view.zoom;
    const [x0, y0] = world([regionBox[0], regionBox[3]]);
    const [x1, y1] = world([regionBox[2], regionBox[1]]);
    const width = (x1 - x0) * k;
    const height = (y1 - y0) * k;
    expect(Math.max(width - (phone.width - 48), height - (phone.height - 48))).toBeCloseTo(0, 6);
    expect(width).toBeLessThanOrEqual(phone.width - 48 + 1e-6);
    expect(height).toBeLessThanOrEqual(phone.height - 48 + 1e-6);
    expect(view.centre).toEqual([(x0 + x1) / 2, (y0 + y1) / 2]);
    // maxZoom caps a small box (a dataset of a few parcels)
    expect(viewOf({ bounds: [41.6, 27.5, 41.61, 27.51], maxZoom: 11 }, phone).zoom).toBe(11);
  });

  it('puts a point where the live map does (the e2e helpers’ Web Mercator, 512-pixel tiles)', () => {
    const view = { centre: world([41.9, 27.5]), zoom: 8 };
    const marks = stillMarks(
      [{ id: 'dot', type: 'circle', source: 'p', paint: { 'circle-radius': 3 } }],
      { p: { type: 'FeatureCollection', features: [point(42.0, 27.4)] } },
      view,
      phone,
    );
    const world8 = 512 * 2 ** 8;
    const x = ((42.0 - 41.9) / 360) * world8 + phone.width / 2;
    const [[px, py]] = (marks[0] as Extract<Mark, { kind: 'circles' }>).points as [[number, number]];
    expect(px).toBeCloseTo(x, 0);
    expect(py).toBeGreaterThan(phone.height / 2); // south is down
  });

  it('draws every layer of the GIS hub with its own style, and leaves out layers switched off', () => {
    const all = Object.fromEntries(gis.layers.map((l) => [l.id, true]));
    const { layers, sources } = gisStill('en', all);
    const view = viewOf({ bounds: regionBox, padding: 24 }, phone);
    const marks = stillMarks(layers, sources, view, phone);
    expect(marks.map((m) => m.id)).toEqual(
      layers.filter((l) => view.zoom >= (l.minzoom ?? 0) && view.zoom < (l.maxzoom ?? 24)).map((l) => l.id),
    );
    const wells = byId(marks, 'groundwater-circle') as Extract<Mark, { kind: 'circles' }>;
    expect(wells.points).toHaveLength(file('groundwater').features.length);
    expect(wells).toMatchObject({ fill: gis.layers.find((l) => l.id === 'groundwater')!.color, r: 4 });
    for (const [x, y] of wells.points) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(phone.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(phone.height);
    }
    expect(byId(marks, 'electrical-line')).toMatchObject({ kind: 'path', strokeWidth: 2, dash: '8 4' });
    expect(byId(marks, 'highways-line')).toMatchObject({ strokeWidth: 3.5, cap: 'round' });

    const roadsOnly = gisStill('en', { roads: true });
    const few = stillMarks(roadsOnly.layers, roadsOnly.sources, view, phone).map((m) => m.id);
    expect(few).toContain('roads-line');
    expect(few).not.toContain('groundwater-circle');
    expect(few).not.toContain('agricultural-fill');
  });

  it('writes the governorates’ names in the page’s language, and the towns’ only from zoom 7.5', () => {
    const ar = gisStill('ar', {});
    const region = stillMarks(
      ar.layers,
      ar.sources,
      viewOf({ bounds: regionBox, padding: 24 }, phone),
      phone,
    );
    const names = byId(region, 'governorate-labels') as Extract<Mark, { kind: 'labels' }>;
    expect(names.labels.map((l) => l.text).sort()).toEqual(
      base.governorates.features.map((f) => String(f.properties!.name_ar)).sort(),
    );
    expect(byId(region, 'towns-labels')).toBeUndefined();
    const close = stillMarks(ar.layers, ar.sources, { centre: world([41.7, 27.5]), zoom: 8 }, phone);
    expect(byId(close, 'capitals-labels')).toMatchObject({ anchor: 'top', size: 14 });
    expect(byId(close, 'governorate-labels')).toMatchObject({ kind: 'labels' });
  });

  it('refuses what it cannot draw as MapLibre would, rather than drawing it wrong', () => {
    const fc = { type: 'FeatureCollection' as const, features: [point(42, 27)] };
    const view = { centre: world([42, 27]), zoom: 6 };
    const byFeature: LayerSpecification = {
      id: 'sized',
      type: 'circle',
      source: 'p',
      paint: { 'circle-radius': ['get', 'size'] },
    };
    expect(() => stillMarks([byFeature], { p: fc }, view, phone)).toThrow(/varies by feature or zoom/);
    const filtered: LayerSpecification = {
      id: 'f',
      type: 'circle',
      source: 'p',
      filter: ['>', ['get', 'depth'], 3],
    };
    expect(() => stillMarks([filtered], { p: fc }, view, phone)).toThrow(/">" is not supported/);
    const raster = { id: 'r', type: 'raster', source: 'p' } as LayerSpecification;
    expect(() => stillMarks([raster], { p: fc }, view, phone)).toThrow(/cannot be drawn/);
  });
});

function point(lon: number, lat: number) {
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Point' as const, coordinates: [lon, lat] },
  };
}
