/**
 * WGS 84 longitude/latitude to UTM zone 37N (EPSG:32637) metres, for the DXF drawings: Hail city (41.7° E) and
 * most of the region lie in zone 37 (36–42° E). Transverse Mercator by Krüger's series to the third order
 * (sub-millimetre within a zone and well beyond), checked against GDAL in the tests.
 */
export const UTM_ZONE = 37;
export const UTM_EPSG = 32600 + UTM_ZONE;

const a = 6378137;
const f = 1 / 298.257223563;
const n = f / (2 - f);
const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
const alpha = [
  n / 2 - (2 / 3) * n ** 2 + (5 / 16) * n ** 3,
  (13 / 48) * n ** 2 - (3 / 5) * n ** 3,
  (61 / 240) * n ** 3,
];
const e = (2 * Math.sqrt(n)) / (1 + n);
const k0 = 0.9996;
const lon0 = ((UTM_ZONE * 6 - 183) * Math.PI) / 180;

/** [easting, northing] in metres, rounded to the millimetre. */
export function toUtm([lon, lat]: [number, number]): [number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180 - lon0;
  const t = Math.sinh(Math.atanh(Math.sin(phi)) - e * Math.atanh(e * Math.sin(phi)));
  const xi = Math.atan2(t, Math.cos(lambda));
  const eta = Math.atanh(Math.sin(lambda) / Math.sqrt(1 + t * t));
  let easting = eta;
  let northing = xi;
  alpha.forEach((c, i) => {
    const j = 2 * (i + 1);
    easting += c * Math.cos(j * xi) * Math.sinh(j * eta);
    northing += c * Math.sin(j * xi) * Math.cosh(j * eta);
  });
  const mm = (v: number) => Math.round(v * 1000) / 1000;
  return [mm(500000 + k0 * A * easting), mm(k0 * A * northing)];
}
