import { linear, linePath } from './scale';
import { useTexts } from '~/i18n';

/** A small line of a series' shape (no axes), years running right to left in Arabic; a missing year breaks it. */
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
  const rtl = useTexts().i18n.dir() === 'rtl';
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return null;
  const x = linear([0, values.length - 1], rtl ? [width - 2, 2] : [2, width - 2]);
  const y = linear([Math.min(...known), Math.max(...known)], [height - 3, 3]);
  const lastIndex = values.findLastIndex((v) => v !== null);
  return (
    <svg width={width} height={height} aria-hidden className="shrink-0 overflow-visible">
      <path
        d={linePath(values.map((v, i) => (v === null ? null : [x(i), y(v)])))}
        fill="none"
        stroke={color}
        strokeWidth={1.75}
      />
      <circle cx={x(lastIndex)} cy={y(values[lastIndex]!)} r={2.5} fill={color} />
    </svg>
  );
}
