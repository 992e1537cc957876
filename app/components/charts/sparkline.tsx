import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { useTranslation } from 'react-i18next';

/** A small line of a series' shape (no axes), years running right to left in Arabic. */
export function Sparkline({
  values,
  color,
  width = 96,
  height = 28,
}: {
  values: (number | null)[];
  color: string;
  width?: number;
  height?: number;
}) {
  const rtl = useTranslation().i18n.dir() === 'rtl';
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return null;
  const x = scaleLinear()
    .domain([0, values.length - 1])
    .range(rtl ? [width - 2, 2] : [2, width - 2]);
  const y = scaleLinear()
    .domain([Math.min(...known), Math.max(...known)])
    .range([height - 3, 3]);
  const path = line<number | null>()
    .defined((v) => v !== null)
    .x((_, i) => x(i))
    .y((v) => y(v!))(values);
  const lastIndex = values.findLastIndex((v) => v !== null);
  return (
    <svg width={width} height={height} aria-hidden className="shrink-0 overflow-visible">
      <path d={path ?? ''} fill="none" stroke={color} strokeWidth={1.75} />
      <circle cx={x(lastIndex)} cy={y(values[lastIndex]!)} r={2.5} fill={color} />
    </svg>
  );
}
