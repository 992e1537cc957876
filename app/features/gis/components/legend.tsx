import { gis, type LayerId } from '@content/gis';
import type { LegendEntry } from '~/lib/map/export-png';
import { useLocale } from '~/i18n/use-locale';
import type { LayerState } from '../lib/url-state';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

const kinds: Record<LayerId, LegendEntry['kind']> = {
  agricultural: 'fill',
  groundwater: 'point',
  roads: 'line',
  industrial: 'fill',
  electrical: 'line',
};

/** The legend's entries: exactly the layers that are switched on, in the panel's order. */
export function useLegendEntries(layers: LayerState): LegendEntry[] {
  const { l } = useLocale();
  return gis.layers
    .filter((layer) => layers[layer.id])
    .map((layer) => ({ label: l(layer.label), color: layer.color, kind: kinds[layer.id] }));
}

export function Swatch({ entry, className = 'size-3.5' }: { entry: LegendEntry; className?: string }) {
  return entry.kind === 'line' ? (
    <span aria-hidden className={`${className} flex items-center`}>
      <span className="h-1 w-full rounded-full" style={{ backgroundColor: entry.color }} />
    </span>
  ) : (
    <span
      aria-hidden
      className={`${className} ${entry.kind === 'point' ? 'rounded-full' : 'rounded-sm'}`}
      style={{ backgroundColor: entry.color }}
    />
  );
}

/** Lists exactly the layers that are switched on, with their symbols. */
export function Legend({ entries }: { entries: LegendEntry[] }) {
  const { t } = useTexts(gisTexts);
  return (
    <Card as="section" aria-labelledby="gis-legend-heading">
      <h2 id="gis-legend-heading" className="mb-3 text-base font-semibold">
        {t('legend.heading')}
      </h2>
      {entries.length ? (
        <ul className="space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.label} className="flex items-center gap-2">
              <Swatch entry={entry} />
              {entry.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('legend.empty')}</p>
      )}
    </Card>
  );
}
