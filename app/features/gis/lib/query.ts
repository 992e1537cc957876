import type { Parcel, Source, Zoning } from '@content/gis';

export type QueryParams = { zoning: Zoning; distanceKm: number; source: Source };

/**
 * Find Assets: the parcels of the given zoning whose precomputed distance to the chosen source is within the
 * chosen distance, nearest first (ties by parcel id, so the order is stable).
 */
export function findParcels(
  parcels: readonly Parcel[],
  { zoning, distanceKm, source }: QueryParams,
): Parcel[] {
  return parcels
    .filter((p) => p.zoning === zoning && p.distances[source] <= distanceKm)
    .sort((a, b) => a.distances[source] - b.distances[source] || a.id.localeCompare(b.id, 'en'));
}

/** The industrial zones that hold at least one result parcel, in order of first appearance. */
export function zonesOf(parcels: readonly Parcel[]): string[] {
  return [...new Set(parcels.flatMap((p) => (p.zoneId ? [p.zoneId] : [])))];
}
