import { useTranslation } from 'react-i18next';

/** Two decimals are finer than a pixel of a sparkline, and keep the prerendered path short. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A small line of a series' shape (no axes), years running right to left in Arabic; a year without a value breaks
 * the line. Plain arithmetic, no chart library: it is drawn on pages that load no chart code.
 */
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
  const [min, max] = [Math.min(...known), Math.max(...known)];
  const step = (width - 4) / (values.length - 1);
  const x = (i: number) => round(rtl ? width - 2 - i * step : 2 + i * step);
  // A flat series runs through the middle
  const y = (v: number) =>
    round(max === min ? height / 2 : height - 3 - ((v - min) / (max - min)) * (height - 6));
  const path = values
    .map((v, i) => (v === null ? '' : `${i > 0 && values[i - 1] !== null ? 'L' : 'M'}${x(i)},${y(v)}`))
    .join('');
  const lastIndex = values.findLastIndex((v) => v !== null);
  return (
    <svg width={width} height={height} aria-hidden className="shrink-0 overflow-visible">
      <path d={path} fill="none" stroke={color} strokeWidth={1.75} />
      <circle cx={x(lastIndex)} cy={y(values[lastIndex]!)} r={2.5} fill={color} />
    </svg>
  );
}
