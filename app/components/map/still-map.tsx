import type { LayerSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { MAP_FONTS } from '~/lib/map/base-style';
import { type Camera, type Mark, type Size, stillMarks, viewOf } from '~/lib/map/still';

const fontFamily = MAP_FONTS.map((name) => (name.includes(' ') ? `'${name}'` : name)).join(', ');

/**
 * The map's layers drawn as SVG for a view (`~/lib/map/still`): what the reader sees until the live map is
 * drawn over it. A picture: the live map, which starts when it is wanted, is the one to read with a screen reader.
 */
export function StillMap({
  layers,
  sources,
  camera,
  size,
}: {
  layers: LayerSpecification[];
  sources: Record<string, FeatureCollection | undefined>;
  camera: Camera;
  size: Size;
}) {
  const marks = useMemo(
    () => stillMarks(layers, sources, viewOf(camera, size), size),
    [layers, sources, camera, size],
  );
  return (
    <svg
      aria-hidden
      data-still-map=""
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      className="absolute inset-0"
      style={{ fontFamily }}
    >
      {marks.map((mark) => (
        <StillMark key={mark.id} mark={mark} />
      ))}
    </svg>
  );
}

function StillMark({ mark }: { mark: Mark }) {
  switch (mark.kind) {
    case 'background':
      return <rect width="100%" height="100%" fill={mark.fill} />;
    case 'path':
      return (
        <path
          d={mark.d}
          fill={mark.fill ?? 'none'}
          fillOpacity={mark.fillOpacity}
          fillRule="evenodd"
          stroke={mark.stroke}
          strokeWidth={mark.strokeWidth}
          strokeDasharray={mark.dash}
          strokeLinecap={mark.cap}
          strokeLinejoin={mark.join}
        />
      );
    case 'circles':
      // MapLibre's circle stroke is outside its radius; an SVG stroke is centred on it
      return (
        <g fill={mark.fill} stroke={mark.stroke} strokeWidth={mark.strokeWidth}>
          {mark.points.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r={mark.r + mark.strokeWidth / 2} />
          ))}
        </g>
      );
    case 'labels':
      return (
        <g
          fill={mark.color}
          stroke={mark.halo}
          strokeWidth={mark.haloWidth * 2}
          strokeLinejoin="round"
          paintOrder="stroke"
          fontSize={mark.size}
          letterSpacing={`${mark.letterSpacing}em`}
          textAnchor="middle"
          dominantBaseline={mark.anchor === 'top' ? 'hanging' : 'central'}
        >
          {mark.labels.map(({ x, y, text }, i) => (
            <text key={i} x={x} y={mark.anchor === 'top' ? y + mark.offset * mark.size : y}>
              {text}
            </text>
          ))}
        </g>
      );
  }
}
