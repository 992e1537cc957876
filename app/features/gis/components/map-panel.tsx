import { gis } from '@content/gis';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import type { LayerState } from './layer-panel';
import { HIGHLIGHT, type Highlight, SchematicMap } from './schematic-map';

/**
 * The map panel: 600px high on desktop, with its caption and region badge. Until the interactive map arrives it
 * shows a schematic drawing and says so, visibly and in its accessible description.
 */
export function MapPanel({
  ref,
  layers,
  highlight,
  emphasis,
}: {
  ref: React.Ref<HTMLElement>;
  layers: LayerState;
  highlight: Highlight | null;
  emphasis: boolean;
}) {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  const shown = gis.layers.filter((layer) => layers[layer.id]).map((layer) => l(layer.label));
  const zoneNames = gis.schematic.industrialZones
    .filter((z) => highlight?.zoneIds.includes(z.id))
    .map((z) => l(z.name));
  const description = [
    t('map.description'),
    shown.length ? t('map.showing', { layers: shown.join(', ') }) : t('map.showingNone'),
    highlight?.parcels.length ? t('map.highlight', { count: highlight.parcels.length }) : '',
    zoneNames.length
      ? t('map.zonesHighlighted', { count: zoneNames.length, zones: zoneNames.join(', ') })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <figure
      ref={ref}
      tabIndex={-1}
      aria-labelledby="gis-map-caption"
      className={cn(
        'flex scroll-mt-24 flex-col overflow-hidden rounded-xl border bg-card shadow-sm outline-none lg:h-[600px]',
        emphasis && 'focus:ring-[3px] focus:ring-ring/60',
      )}
    >
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <span id="gis-map-caption" className="font-semibold">
          {t('map.caption')}
        </span>
        <Badge variant="secondary">{t('map.badge')}</Badge>
      </figcaption>
      <div className="aspect-[4/3] bg-[#f6efe1] lg:aspect-auto lg:min-h-0 lg:flex-1">
        <SchematicMap
          layers={layers}
          highlight={highlight}
          emphasis={emphasis}
          title={t('map.caption')}
          description={description}
        />
      </div>
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t px-4 py-2 text-xs font-medium">
        <p className="text-muted-foreground">{t('map.schematicNote')}</p>
        {highlight && highlight.parcels.length > 0 && (
          <p className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: HIGHLIGHT }} />
            {t('map.resultsKey')}
          </p>
        )}
      </div>
    </figure>
  );
}
