import { governorates } from '@content/governorates';
import { regionMap } from '@content/region-map';
import { progressLevels } from '@core/indicators/progress';
import { Sparkline } from '~/components/charts/sparkline';
import { useLocale } from '~/i18n/use-locale';
import { levelColor } from '~/lib/progress-colors';
import type { PreviewData } from '../lib/gallery';
import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

const W = 240;
const H = 96;
const PRIMARY = 'oklch(0.45 0.09 195)';

/** A dashboard's thumbnail, drawn from its data (the drawing is decoration; the caption says what it shows). */
export function GalleryThumbnail({ data }: { data: PreviewData }) {
  const { t } = useTexts(toolsTexts);
  const { l, number, year } = useLocale();
  const rtl = useTexts().i18n.dir() === 'rtl';
  const value = (v: number, decimals: number) =>
    number(v, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  let drawing: React.ReactNode;
  let caption: string;
  switch (data.kind) {
    case 'line':
      drawing = <Sparkline values={data.values} color={PRIMARY} width={W} height={H} />;
      caption = data.latest
        ? t('gallery.captions.line', {
            name: l(data.name),
            value: value(data.latest.value, data.decimals),
            unit: l(data.unit),
            year: year(data.latest.year),
          })
        : l(data.name);
      break;
    case 'governorates': {
      const max = Math.max(...data.bars.map((b) => b.value));
      const row = H / data.bars.length;
      drawing = (
        <svg viewBox={`0 0 ${W} ${H}`} className="h-24 w-full" aria-hidden>
          {data.bars.map((b, i) => {
            const width = (b.value / max) * W;
            return (
              <rect
                key={b.id}
                x={rtl ? W - width : 0}
                y={i * row + 1}
                width={width}
                height={row - 3}
                rx={2}
                fill={PRIMARY}
                opacity={1 - i * (0.6 / data.bars.length)}
              />
            );
          })}
        </svg>
      );
      const top = data.bars[0];
      caption = top
        ? t('gallery.captions.governorates', {
            name: l(data.name),
            year: data.year === null ? '' : year(data.year),
            top: l(top.name),
            value: value(top.value, data.decimals),
          })
        : l(data.name);
      break;
    }
    case 'sdg': {
      const levels = rtl ? [...progressLevels].reverse() : progressLevels;
      const widths = levels.map((level) => (data.total ? (data.counts[level] / data.total) * W : 0));
      const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
      drawing = (
        <svg viewBox={`0 0 ${W} ${H}`} className="h-24 w-full" aria-hidden>
          {levels.map((level, i) => (
            <rect
              key={level}
              x={starts[i]}
              y={H / 2 - 14}
              width={widths[i]}
              height={28}
              fill={levelColor[level]}
            />
          ))}
        </svg>
      );
      caption = t('gallery.captions.sdg', {
        count: data.total,
        achieved: number(data.counts.achieved),
        onTrack: number(data.counts.substantial),
        away: number(data.counts.deterioration),
      });
      break;
    }
    case 'cpi': {
      const bars = rtl ? [...data.dimensions].reverse() : data.dimensions;
      const slot = W / bars.length;
      drawing = (
        <svg viewBox={`0 0 ${W} ${H}`} className="h-24 w-full" aria-hidden>
          {bars.map((d, i) => {
            const height = ((d.score ?? 0) / 100) * (H - 4);
            return (
              <rect
                key={d.id}
                x={i * slot + 4}
                y={H - height}
                width={slot - 8}
                height={height}
                rx={2}
                fill={PRIMARY}
              />
            );
          })}
        </svg>
      );
      caption =
        data.index === null
          ? t('gallery.captions.cpiNone')
          : t('gallery.captions.cpi', { index: number(data.index, { maximumFractionDigits: 1 }) });
      break;
    }
    case 'map': {
      const height = 100 / regionMap.aspect;
      drawing = (
        <svg viewBox={`0 0 100 ${height}`} className="h-24 w-full" aria-hidden>
          <polygon
            points={regionMap.outline
              .split(' ')
              .map((p) => {
                const [px, py] = p.split(',').map(Number);
                return `${px},${(py! / 100) * height}`;
              })
              .join(' ')}
            fill="oklch(0.93 0.03 150)"
            stroke={PRIMARY}
            strokeWidth={0.8}
          />
          {governorates.map((g) => (
            <circle
              key={g.id}
              cx={g.coordinates.x}
              cy={(g.coordinates.y / 100) * height}
              r={1.8}
              fill="#d55e00"
            />
          ))}
        </svg>
      );
      caption = t('gallery.captions.map', { count: governorates.length });
      break;
    }
  }
  return (
    <figure className="space-y-2">
      <div className="flex h-28 items-center justify-center rounded-lg bg-muted/50 p-2">{drawing}</div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
