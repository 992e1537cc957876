/**
 * The Recharts drawings of the economy dashboard. Recharts is imported only here, and this module only by the
 * dashboard route, so the library ships in that route's chunk alone.
 */
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SeriesPoint } from '../lib/series';

const PRIMARY = 'var(--primary)';
const SECOND = '#9a5b13';
const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const GRID = 'var(--border)';
const MARGIN = { top: 8, right: 16, bottom: 0, left: 16 };

type ChartProps = { points: SeriesPoint[]; formatValue: (value: number) => string; name: string };

/** Right-to-left: the category axis runs from the right and the value axis sits on the right. */
function useRtl() {
  return useTranslation().i18n.dir() === 'rtl';
}

export function LineByYear({ points, formatValue, name }: ChartProps) {
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          reversed={rtl}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          padding={{ left: 16, right: 16 }}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={40}
          domain={[
            (min: number) => Math.floor((min * 0.9) / 10) * 10,
            (max: number) => Math.ceil((max * 1.05) / 10) * 10,
          ]}
          tickFormatter={formatValue}
        />
        <Tooltip formatter={(v) => [formatValue(Number(v)), name]} />
        <Line
          type="monotone"
          dataKey="value"
          name={name}
          stroke={PRIMARY}
          strokeWidth={3}
          dot={{ r: 4, fill: PRIMARY }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ColumnsByGroup({ points, formatValue, name }: ChartProps) {
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={MARGIN} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={TICK} tickLine={false} axisLine={{ stroke: GRID }} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={44}
          domain={[0, 100]}
          tickFormatter={formatValue}
        />
        <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={(v) => [formatValue(Number(v)), name]} />
        <Bar dataKey="value" name={name} radius={[6, 6, 0, 0]} maxBarSize={96} isAnimationActive={false}>
          {points.map((p, i) => (
            <Cell key={p.key} fill={i % 2 === 0 ? PRIMARY : SECOND} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function HorizontalBars({ points, formatValue, name }: ChartProps) {
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} layout="vertical" margin={{ ...MARGIN, right: 24 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          reversed={rtl}
          tick={TICK}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          tickFormatter={formatValue}
        />
        <YAxis
          type="category"
          dataKey="label"
          orientation={rtl ? 'right' : 'left'}
          tick={TICK}
          tickLine={false}
          axisLine={false}
          width={96}
        />
        <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={(v) => [formatValue(Number(v)), name]} />
        <Bar
          dataKey="value"
          name={name}
          fill={PRIMARY}
          radius={rtl ? [6, 0, 0, 6] : [0, 6, 6, 0]}
          maxBarSize={40}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
