/**
 * The Recharts drawings of the economy dashboard. Recharts is imported only here, and this module only by the
 * dashboard route, so the library ships in that route's chunk alone.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { scaleLinear } from 'd3-scale';
import { styleOf } from '~/lib/place-style';
import { useTexts } from '~/i18n';

const PRIMARY = 'var(--primary)';
const SECOND = '#9a5b13';
const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const GRID = 'var(--border)';
const MARGIN = { top: 8, right: 16, bottom: 0, left: 16 };

/** What a chart draws: a row per category (year or group), a series per governorate. */
export type ChartProps = {
  rows: { label: string; values: (number | null)[] }[];
  series: { geo: string; name: string }[];
  formatValue: (value: number) => string;
  /** Ticks of the value axis (shorter than the tooltip's). */
  formatTick?: (value: number) => string;
};

/** Right-to-left: the category axis runs from the right and the value axis sits on the right. */
function useRtl() {
  return useTexts().i18n.dir() === 'rtl';
}

const chartRows = ({ rows, series }: ChartProps) =>
  rows.map((r) => ({ label: r.label, ...Object.fromEntries(series.map((s, i) => [s.geo, r.values[i]])) }));

const tooltip = (formatValue: ChartProps['formatValue']) => (value: unknown, name: unknown) => [
  value == null ? '—' : formatValue(Number(value)),
  String(name),
];

/** The values' range with a little room above and below, on round numbers. */
function trendDomain(rows: ChartProps['rows']) {
  const values = rows.flatMap((r) => r.values).filter((v): v is number => v !== null);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
  // Counts and amounts never go below zero, so neither does their axis.
  return scaleLinear()
    .domain([low >= 0 ? Math.max(0, low - pad) : low - pad, high + pad])
    .nice(5)
    .domain() as [number, number];
}

/** One line per governorate over the years; a legend once there are several. */
export function TrendLines(props: ChartProps) {
  const { series, formatValue, formatTick = formatValue } = props;
  const rtl = useRtl();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={chartRows(props)} margin={MARGIN} accessibilityLayer={false}>
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
          width={48}
          domain={trendDomain(props.rows)}
          tickFormatter={formatTick}
        />
        <Tooltip formatter={tooltip(formatValue)} />
        {series.length > 1 && <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />}
        {series.map((s) => {
          const style = styleOf(s.geo);
          const color = series.length === 1 ? PRIMARY : style.color;
          return (
            <Line
              key={s.geo}
              type="monotone"
              dataKey={s.geo}
              name={s.name}
              stroke={color}
              strokeDasharray={style.dash || undefined}
              strokeWidth={series.length === 1 ? 3 : 2}
              dot={{ r: series.length === 1 ? 4 : 3, fill: color }}
              isAnimationActive={false}
            />
          );
        })}
      </LineChart>
    </ResponsiveContainer>
  );
}

/**
 * Bars per group (gender, sector): one bar per governorate in each group, side by side; a single governorate's
 * bars alternate two colours. `horizontal` lays the groups down the side (long sector names).
 */
export function GroupBars(props: ChartProps & { horizontal?: boolean; domain?: [number, number] }) {
  const { series, formatValue, formatTick = formatValue, horizontal = false, domain } = props;
  const rtl = useRtl();
  const data = chartRows(props);
  const valueAxis = {
    tick: TICK,
    tickLine: false,
    tickFormatter: formatTick,
    domain: domain ?? [0, 'auto'],
  } as const;
  const categoryAxis = { dataKey: 'label', tick: TICK, tickLine: false } as const;
  const radius = (horizontal ? (rtl ? [6, 0, 0, 6] : [0, 6, 6, 0]) : [6, 6, 0, 0]) as [
    number,
    number,
    number,
    number,
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={horizontal ? { ...MARGIN, right: 24 } : MARGIN}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" reversed={rtl} axisLine={{ stroke: GRID }} {...valueAxis} />
            <YAxis
              type="category"
              orientation={rtl ? 'right' : 'left'}
              axisLine={false}
              width={96}
              {...categoryAxis}
            />
          </>
        ) : (
          <>
            <XAxis reversed={rtl} axisLine={{ stroke: GRID }} {...categoryAxis} />
            <YAxis orientation={rtl ? 'right' : 'left'} axisLine={false} width={48} {...valueAxis} />
          </>
        )}
        <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={tooltip(formatValue)} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {series.map((s) => (
          <Bar
            key={s.geo}
            dataKey={s.geo}
            name={s.name}
            fill={series.length === 1 ? PRIMARY : styleOf(s.geo).color}
            radius={radius}
            maxBarSize={horizontal ? 40 : 96}
            isAnimationActive={false}
          >
            {series.length === 1 &&
              !horizontal &&
              data.map((row, i) => <Cell key={row.label} fill={i % 2 === 0 ? PRIMARY : SECOND} />)}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
