import { gis, type LayerId, type Parcel } from '@content/gis';
import { useId } from 'react';
import { useLocale } from '~/i18n/use-locale';
import type { LayerState } from './layer-panel';

/** The colour that marks query results on the schematic (and in its key). */
export const HIGHLIGHT = '#c81e1e';

const { schematic } = gis;
const color = Object.fromEntries(gis.layers.map((layer) => [layer.id, layer.color])) as Record<
  LayerId,
  string
>;
const points = (path: readonly (readonly [number, number])[]) => path.map(([x, y]) => `${x},${y}`).join(' ');
/** Labels grow on narrow screens, where the drawing is scaled down to about half size. */
const label = 'max-md:text-[20px]';
const halo = { paintOrder: 'stroke', stroke: '#fffdf8', strokeWidth: 4, strokeLinejoin: 'round' } as const;

export type Highlight = { parcels: Parcel[]; zoneIds: string[] };

/**
 * A drawing of the region, not a map: simple shapes for each switched-on layer, and the query results on top.
 * Its accessible name and description (passed in) say so; the shapes themselves are presentational.
 */
export function SchematicMap({
  layers,
  highlight,
  emphasis,
  title,
  description,
}: {
  layers: LayerState;
  highlight: Highlight | null;
  emphasis: boolean;
  title: string;
  description: string;
}) {
  const { l } = useLocale();
  const id = useId();
  const zones = schematic.industrialZones;
  return (
    <svg
      viewBox="0 0 800 600"
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="block size-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        <pattern
          id={`${id}-hatch`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="8" stroke={color.industrial} strokeWidth="2" strokeOpacity="0.45" />
        </pattern>
      </defs>
      <rect width="800" height="600" fill="#f6efe1" />
      <polygon points={points(schematic.city.outline)} fill="#e8dfcd" stroke="#cbbd9f" strokeWidth="1.5" />
      <text
        x={schematic.city.label[0]}
        y={schematic.city.label[1]}
        fontSize="15"
        className={label}
        fontWeight="600"
        fill="#5c5346"
        style={halo}
      >
        {l(schematic.city.name)}
      </text>

      {layers.agricultural && (
        <g data-layer="agricultural">
          {schematic.fields.map(({ at: [x, y], radius }) => (
            <g key={`${x},${y}`}>
              <circle
                cx={x}
                cy={y}
                r={radius}
                fill={color.agricultural}
                fillOpacity="0.3"
                stroke={color.agricultural}
                strokeWidth="2"
              />
              <line x1={x} y1={y} x2={x + radius} y2={y} stroke={color.agricultural} strokeWidth="1.5" />
            </g>
          ))}
        </g>
      )}
      {layers.industrial && (
        <g data-layer="industrial">
          {zones.map((z) => (
            <g key={z.id}>
              <rect
                x={z.x}
                y={z.y}
                width={z.width}
                height={z.height}
                fill={`url(#${id}-hatch)`}
                stroke={color.industrial}
                strokeWidth="2"
              />
              <text
                x={z.x}
                y={z.y + z.height + 18}
                fontSize="13"
                className={label}
                fill="#6b3a0a"
                style={halo}
              >
                {l(z.name)}
              </text>
            </g>
          ))}
        </g>
      )}
      {layers.electrical && (
        <g data-layer="electrical" fill="none" stroke={color.electrical}>
          {schematic.grid.map((path) => (
            <g key={points(path)}>
              <polyline points={points(path)} strokeWidth="2.5" strokeDasharray="10 5" />
              {path.map(([x, y]) => (
                <rect key={`${x},${y}`} x={x - 5} y={y - 5} width="10" height="10" fill={color.electrical} />
              ))}
            </g>
          ))}
        </g>
      )}
      {layers.roads && (
        <g data-layer="roads" fill="none" strokeLinecap="round" strokeLinejoin="round">
          {schematic.roads.map((path) => (
            <g key={points(path)}>
              <polyline points={points(path)} stroke={color.roads} strokeWidth="7" />
              <polyline points={points(path)} stroke="#f6efe1" strokeWidth="1.5" strokeDasharray="8 8" />
            </g>
          ))}
        </g>
      )}
      {layers.groundwater && (
        <g data-layer="groundwater">
          {schematic.wells.map(([x, y]) => (
            <circle
              key={`${x},${y}`}
              cx={x}
              cy={y}
              r="7"
              fill={color.groundwater}
              stroke="#fff"
              strokeWidth="2"
            />
          ))}
        </g>
      )}

      {highlight && (
        <g data-layer="results">
          {zones
            .filter((z) => highlight.zoneIds.includes(z.id))
            .map((z) => (
              <g key={z.id} data-zone={z.id}>
                <rect
                  x={z.x - 6}
                  y={z.y - 6}
                  width={z.width + 12}
                  height={z.height + 12}
                  rx="4"
                  fill={HIGHLIGHT}
                  fillOpacity="0.1"
                  stroke={HIGHLIGHT}
                  strokeWidth="3"
                  strokeDasharray="9 5"
                />
                {!layers.industrial && (
                  <text
                    x={z.x}
                    y={z.y + z.height + 18}
                    fontSize="13"
                    className={label}
                    fontWeight="600"
                    fill={HIGHLIGHT}
                    style={halo}
                  >
                    {l(z.name)}
                  </text>
                )}
              </g>
            ))}
          {highlight.parcels.map(({ id: parcelId, position: [x, y] }) => (
            <g key={parcelId} data-parcel={parcelId}>
              {emphasis && <circle cx={x} cy={y} r="16" fill="none" stroke={HIGHLIGHT} strokeWidth="2.5" />}
              <rect
                x={x - 6}
                y={y - 6}
                width="12"
                height="12"
                fill={HIGHLIGHT}
                stroke="#fff"
                strokeWidth="2"
              />
              <text
                x={x + 12}
                y={y + 4}
                fontSize="12"
                className={label}
                fontWeight="600"
                fill="#3b0d0d"
                style={halo}
              >
                {parcelId}
              </text>
            </g>
          ))}
        </g>
      )}
    </svg>
  );
}
