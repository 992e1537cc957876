import type { Source, Zoning } from '@content/gis';
import centroid from '@turf/centroid';
import type { Feature, FeatureCollection, Polygon, Position } from 'geojson';
import { PointIndex, SourceIndex } from './spatial-index';

export type QueryParams = { zoning: Zoning; distanceKm: number; source: Source };
type Localized = { en: string; ar: string };

/** A land parcel of the register (data/datasets/industrial-zone-parcels), with its centre. */
export type Parcel = {
  id: string;
  zoning: Zoning;
  /** Hectares */
  area: number;
  status: string;
  /** The industrial zone the parcel lies in (industrial parcels); others name their locality. */
  zoneId: string | null;
  locality: Localized | null;
  governorate: Localized;
  /** turf's centroid: [longitude, latitude] */
  centre: Position;
  feature: Feature<Polygon>;
};

/** The register, ready to query: the parcels, their centres indexed, and each distance source indexed. */
export type Register = {
  parcels: Parcel[];
  centres: PointIndex;
  sources: Record<Source, SourceIndex>;
};

/** One result: the parcel and its distance in km (turf, from its centre) to the nearest feature of each source. */
export type ParcelResult = { parcel: Parcel; distances: Record<Source, number> };

type Props = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a parcel feature of the published parcels file. */
export function parcelOf(feature: Feature<Polygon>): Parcel {
  const p: Props = feature.properties ?? {};
  return {
    id: text(p.parcel_id),
    zoning: text(p.zoning) as Zoning,
    area: Number(p.area_ha),
    status: text(p.status),
    zoneId: text(p.zone_id) || null,
    locality: p.locality_en ? { en: text(p.locality_en), ar: text(p.locality_ar) } : null,
    governorate: { en: text(p.governorate_en), ar: text(p.governorate_ar) },
    centre: centroid(feature).geometry.coordinates,
    feature,
  };
}

export function createRegister(
  parcels: FeatureCollection<Polygon>,
  sources: Record<Source, FeatureCollection>,
): Register {
  const list = parcels.features.map(parcelOf);
  return {
    parcels: list,
    centres: new PointIndex(list.map((p) => p.centre)),
    sources: {
      road: new SourceIndex(sources.road.features),
      water: new SourceIndex(sources.water.features),
      grid: new SourceIndex(sources.grid.features),
    },
  };
}

/** The parcels of the zoning whose centre lies within the distance of the source: the spatial query itself. */
export function parcelsWithin(register: Register, { zoning, distanceKm, source }: QueryParams): Parcel[] {
  const { parcels } = register;
  const found = register.centres.within(
    register.sources[source],
    distanceKm,
    (i) => parcels[i]!.zoning === zoning,
  );
  return parcels.filter((_, i) => found[i] === 1);
}

/** The distance in km from a parcel's centre to the nearest feature of each source. */
export function distancesOf(register: Register, parcel: Parcel): Record<Source, number> {
  const { road, water, grid } = register.sources;
  return {
    road: road.nearestKm(parcel.centre),
    water: water.nearestKm(parcel.centre),
    grid: grid.nearestKm(parcel.centre),
  };
}

/** Find Assets: the parcels within the distance, with their distances, nearest first (ties by parcel id). */
export function findParcels(register: Register, params: QueryParams): ParcelResult[] {
  return parcelsWithin(register, params)
    .map((parcel) => ({ parcel, distances: distancesOf(register, parcel) }))
    .sort(
      (a, b) =>
        a.distances[params.source] - b.distances[params.source] ||
        a.parcel.id.localeCompare(b.parcel.id, 'en'),
    );
}
