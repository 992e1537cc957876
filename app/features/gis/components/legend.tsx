import { gis } from '@content/gis';
import { useTranslation } from 'react-i18next';
import { useLocale } from '~/i18n/use-locale';
import type { LayerState } from './layer-panel';

/** Lists exactly the layers that are switched on, with their colours. */
export function Legend({ layers }: { layers: LayerState }) {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  const shown = gis.layers.filter((layer) => layers[layer.id]);
  return (
    <section aria-labelledby="gis-legend-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="gis-legend-heading" className="mb-3 text-base font-semibold">
        {t('legend.heading')}
      </h2>
      {shown.length ? (
        <ul className="space-y-2 text-sm">
          {shown.map((layer) => (
            <li key={layer.id} className="flex items-center gap-2">
              <span aria-hidden className="size-3.5 rounded-sm" style={{ backgroundColor: layer.color }} />
              {l(layer.label)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('legend.empty')}</p>
      )}
    </section>
  );
}
