import { gis, type LayerId } from '@content/gis';
import { DownloadIcon, RulerIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '~/components/ui/label';
import { PendingButton } from '~/components/ui/pending-button';
import { Switch } from '~/components/ui/switch';
import { useLocale } from '~/i18n/use-locale';

export type LayerState = Record<LayerId, boolean>;

const tools = [
  { key: 'zoomIn', icon: ZoomInIcon },
  { key: 'zoomOut', icon: ZoomOutIcon },
  { key: 'measure', icon: RulerIcon },
  { key: 'export', icon: DownloadIcon },
] as const;

/** The Layers tab: a switch per map layer, and the map tools that arrive with the interactive map. */
export function LayerPanel({
  layers,
  onToggle,
}: {
  layers: LayerState;
  onToggle: (id: LayerId, on: boolean) => void;
}) {
  const { t } = useTranslation('gis');
  const { l } = useLocale();
  return (
    <div className="space-y-6">
      <section aria-labelledby="gis-layers-heading">
        <h2 id="gis-layers-heading" className="mb-3 text-base font-semibold">
          {t('layers.heading')}
        </h2>
        <ul className="space-y-1">
          {gis.layers.map((layer) => (
            <li key={layer.id} className="flex items-center justify-between gap-3 rounded-md py-1.5">
              <Label htmlFor={`gis-layer-${layer.id}`} className="cursor-pointer font-normal">
                <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: layer.color }} />
                {l(layer.label)}
              </Label>
              <Switch
                id={`gis-layer-${layer.id}`}
                checked={layers[layer.id]}
                onCheckedChange={(on) => onToggle(layer.id, on)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="gis-tools-heading">
        <h2 id="gis-tools-heading" className="mb-3 text-base font-semibold">
          {t('layers.toolsHeading')}
        </h2>
        <div className="grid grid-cols-2 gap-2">
          {tools.map(({ key, icon: Icon }) => (
            <PendingButton
              key={key}
              variant="outline"
              size="sm"
              className="h-auto min-h-9 py-1.5 whitespace-normal"
              status={t('layers.toolsPending')}
            >
              <Icon aria-hidden />
              {t(`layers.${key}`)}
            </PendingButton>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">{t('layers.toolsPending')}</p>
      </section>
    </div>
  );
}
