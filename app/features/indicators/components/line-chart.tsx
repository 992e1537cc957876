/**
 * An SVG line chart drawn in the page's HTML (prerendered, no chart library shipped: ~/components/charts/scale): years along, values up,
 * one line per place. Right to left in Arabic: years run from the right, the value axis stands on the right.
 * The table beside it holds the same figures for screen readers and copying.
 */
import { useEffect, useRef, useState } from 'react';
import { linear, linePath, niceDomain, ticks } from '~/components/charts/scale';
import { useLocale } from '~/i18n/use-locale';
import { styleOf } from '~/lib/place-style';
import { placeName } from '~/lib/places';
import type { Line } from '../lib/view';
import { useTexts } from '~/i18n';

const HEIGHT = 300;
const MARGIN = { top: 16, bottom: 32, axis: 56, end: 20 };

/** The width of the chart's box, measured after hydration (640 in the prerendered page). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.round(entry!.contentRect.width))),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function LineChart({
  years,
  lines,
  format,
  label,
  height = HEIGHT,
}: {
  years: number[];
  lines: Line[];
  format: (value: number) => string;
  /** What the chart shows, for screen readers. */
  label: string;
  height?: number;
}) {
  const { i18n } = useTexts();
  const rtl = i18n.dir() === 'rtl';
  const { l, year: formatYear } = useLocale();
  const [ref, width] = useWidth();
  const all = lines.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const low = all.length ? Math.min(...all) : 0;
  const high = all.length ? Math.max(...all) : 1;
  // From zero when the values are near it anyway; else from the lowest, so that changes show.
  const yDomain = niceDomain(low > 0 && low < high * 0.3 ? 0 : low, high, 5);
  const y = linear(yDomain, [height - MARGIN.bottom, MARGIN.top]);
  const [left, right] = rtl ? [MARGIN.end, width - MARGIN.axis] : [MARGIN.axis, width - MARGIN.end];
  const x = linear(
    [years[0]!, years.at(-1)! === years[0] ? years[0]! + 1 : years.at(-1)!],
    rtl ? [right, left] : [left, right],
  );
  const path = (values: (number | null)[]) =>
    linePath(values.map((v, i) => (v === null ? null : [x(years[i]!), y(v)])));
  // Every year when they fit, else every second or fifth.
  const step = years.length * 44 <= right - left ? 1 : years.length * 22 <= right - left ? 2 : 5;
  const yearTicks = years.filter((yr) => (yr - years[0]!) % step === 0);
  const axisX = rtl ? width - MARGIN.axis + 8 : MARGIN.axis - 8;
  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={label}
        className="block max-w-full overflow-visible"
      >
        {ticks(...yDomain, 5).map((t) => (
          <g key={t}>
            <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="var(--border)" strokeDasharray="3 3" />
            <text
              x={axisX}
              y={y(t)}
              dy="0.32em"
              textAnchor={rtl ? 'start' : 'end'}
              className="fill-muted-foreground text-xs"
            >
              {format(t)}
            </text>
          </g>
        ))}
        {yearTicks.map((yr) => (
          <text
            key={yr}
            x={x(yr)}
            y={height - 10}
            textAnchor="middle"
            className="fill-muted-foreground text-xs"
          >
            {formatYear(yr)}
          </text>
        ))}
        {lines.map((s) => {
          const { color, dash } = styleOf(s.geo);
          return (
            <g key={s.geo}>
              <path d={path(s.values)} fill="none" stroke={color} strokeWidth={2.5} strokeDasharray={dash} />
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle key={years[i]} cx={x(years[i]!)} cy={y(v)} r={3.5} fill={color}>
                    <title>{`${l(placeName(s.geo))}, ${formatYear(years[i]!)}: ${format(v)}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
