import { gis } from '@content/gis';
import { XIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import type { Picked } from './use-gis-map';
import { useTexts } from '~/i18n';
import gisTexts from '~/i18n/namespaces/gis';

/** Attributes of a feature as rows: `x_en`/`x_ar` pairs become one row in the page's language. */
export function useAttributes() {
  const { t } = useTexts(gisTexts);
  const { locale, number } = useLocale();
  return (properties: Record<string, unknown>) => {
    const rows: { key: string; label: string; value: string }[] = [];
    for (const [key, raw] of Object.entries(properties)) {
      if (raw === null || raw === undefined || raw === '' || /_(ar)$/.test(key)) continue;
      const base = key.replace(/_en$/, '');
      const value = key.endsWith('_en') ? (properties[`${base}_${locale}`] ?? raw) : raw;
      if (base === 'name') continue;
      rows.push({
        key: base,
        label: t(`attributes.${base}`, { defaultValue: base }),
        value:
          typeof value === 'number'
            ? number(value)
            : t(`values.${String(value)}`, { defaultValue: String(value) }),
      });
    }
    return rows;
  };
}

/** A picked feature's layer and its name (or id) in the page's language. */
export function pickedTitle({ layer, properties: p }: Picked, locale: string) {
  return {
    layer: gis.layers.find((item) => item.id === layer),
    name: String(p[`name_${locale}`] ?? p.name_en ?? p.parcel_id ?? p.well_id ?? ''),
  };
}

/** The feature picked on the map: its layer, its name and its attributes. */
export function FeatureCard({ picked, onClose }: { picked: Picked; onClose: () => void }) {
  const { t } = useTexts(gisTexts);
  const { l, locale } = useLocale();
  const attributes = useAttributes();
  const { layer, name } = pickedTitle(picked, locale);
  const p = picked.properties;
  return (
    <section
      aria-labelledby="gis-feature-heading"
      className="absolute end-3 top-3 max-h-[calc(100%-1.5rem)] w-72 max-w-[calc(100%-1.5rem)] overflow-y-auto rounded-lg border bg-card/95 p-3 shadow-md"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs text-muted-foreground">{layer ? l(layer.label) : t('feature.parcel')}</p>
          <h3 id="gis-feature-heading" className="font-semibold">
            {name}
          </h3>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="size-7"
          onClick={onClose}
          aria-label={t('feature.close')}
        >
          <XIcon aria-hidden />
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {attributes(p).map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
