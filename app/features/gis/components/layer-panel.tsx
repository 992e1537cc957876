import { gis, type LayerId } from '@content/gis';
import { DownloadIcon, RulerIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useRef } from 'react';
import { asking, BusyStatus } from '~/components/ui/busy-status';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import type { MapStatus } from '~/components/map/map-view';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { useAsked, useAtStart } from '~/lib/use-asked';
import { useHydrated } from '~/lib/use-hydrated';
import type { LayerState } from '../lib/url-state';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/**
 * The Layers tab: a switch per map layer, and the map tools (a tool used before the map is drawn starts it). Export
 * Map makes a picture in the browser: it is a `data-asks` form's button, so tapped before the island's code has come
 * it says at once that it is preparing the file (the page's early script marks the form busy), and the map is
 * exported as the code starts; it says so while `exporting`.
 */
export function LayerPanel({
  layers,
  onToggle,
  mapReady,
  mapStatus,
  measuring,
  onZoomIn,
  onZoomOut,
  onMeasure,
  onExport,
  exporting,
}: {
  layers: LayerState;
  onToggle: (id: LayerId, on: boolean) => void;
  mapReady: boolean;
  mapStatus: MapStatus | 'idle';
  measuring: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onMeasure: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTexts(gisTexts);
  const { l } = useLocale();
  const tool = 'h-auto min-h-9 py-1.5 whitespace-normal';
  // A switch turned before the code came was turned by the browser: the map follows it
  const list = useRef<HTMLUListElement>(null);
  useAtStart(() => {
    for (const input of list.current?.querySelectorAll<HTMLInputElement>('input[data-layer]') ?? []) {
      const id = input.dataset.layer as LayerId;
      if (input.checked !== layers[id]) onToggle(id, input.checked);
    }
  });
  const tools = useRef<HTMLFormElement>(null);
  useAsked(tools, useHydrated(), onExport);
  return (
    <div className="space-y-6">
      <section aria-labelledby="gis-layers-heading">
        <h2 id="gis-layers-heading" className="mb-3 text-base font-semibold">
          {t('layers.heading')}
        </h2>
        <ul ref={list} className="space-y-1">
          {gis.layers.map((layer) => (
            <li key={layer.id} className="flex items-center justify-between gap-3 rounded-md py-1.5">
              <Label htmlFor={`gis-layer-${layer.id}`} className="cursor-pointer font-normal">
                <span aria-hidden className="size-3 rounded-sm" style={{ backgroundColor: layer.color }} />
                {l(layer.label)}
              </Label>
              <Switch
                id={`gis-layer-${layer.id}`}
                data-layer={layer.id}
                checked={layers[layer.id]}
                onCheckedChange={(on) => onToggle(layer.id, on)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="gis-tools-heading" aria-describedby="gis-tools-status" className="group/asks">
        <h2 id="gis-tools-heading" className="mb-3 text-base font-semibold">
          {t('layers.toolsHeading')}
        </h2>
        {/* Without JavaScript nothing is sent (method dialog, outside a dialog): the page stays as it is */}
        <form
          ref={tools}
          method="dialog"
          data-asks=""
          aria-busy={exporting || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            onExport();
          }}
          className="grid grid-cols-2 gap-2"
        >
          <Button
            variant="outline"
            size="sm"
            className={tool}
            disabled={mapStatus === 'failed'}
            onClick={onZoomIn}
          >
            <ZoomInIcon aria-hidden />
            {t('layers.zoomIn')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={tool}
            disabled={mapStatus === 'failed'}
            onClick={onZoomOut}
          >
            <ZoomOutIcon aria-hidden />
            {t('layers.zoomOut')}
          </Button>
          <Button
            variant={measuring ? 'default' : 'outline'}
            size="sm"
            className={tool}
            disabled={mapStatus === 'failed'}
            aria-pressed={measuring}
            onClick={onMeasure}
          >
            <RulerIcon aria-hidden />
            {t('layers.measure')}
          </Button>
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className={cn(tool, asking)}
            disabled={mapStatus === 'failed'}
          >
            <DownloadIcon aria-hidden />
            {t('layers.export')}
          </Button>
        </form>
        <BusyStatus preparing={t('preparing', { ns: 'common' })} busy={exporting} className="mt-2" />
        <p id="gis-tools-status" className="mt-2 text-xs text-muted-foreground">
          {mapReady
            ? t('layers.toolsReady')
            : mapStatus === 'failed'
              ? t('layers.toolsFailed')
              : mapStatus === 'idle'
                ? t('layers.toolsIdle')
                : t('layers.toolsLoading')}
        </p>
      </section>
    </div>
  );
}
