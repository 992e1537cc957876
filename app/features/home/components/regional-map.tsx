import { governorates, type Governorate } from '@content/governorates';
import { regionMap } from '@content/region-map';
import { useState } from 'react';
import { ToggleGroup } from '~/components/ui/toggle-group';
import { useLocale } from '~/i18n/use-locale';
import { GovernorateDetail, type GovernorateFigures } from './governorate-detail';
import { useTexts } from '~/i18n';
import homeTexts from '~/i18n/namespaces/home';

/**
 * A map of the region (its real outline, from OpenStreetMap) with a button per governorate, and the detail card of
 * the selected one (the home page's map section holds it). The buttons are a toggle group: one tapped before the code
 * came is shown pressed, and the code starts on it.
 */
export function RegionalMap({ figures }: { figures: Record<string, GovernorateFigures> }) {
  const [selectedId, setSelectedId] = useState(governorates[0]?.id);
  const selected = governorates.find((g) => g.id === selectedId) ?? governorates[0];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <MapCanvas selectedId={selected?.id} onSelect={setSelectedId} />
      {selected && figures[selected.id] && (
        <GovernorateDetail governorate={selected} figures={figures[selected.id]!} />
      )}
    </div>
  );
}

function MapCanvas({ selectedId, onSelect }: { selectedId?: string; onSelect: (id: string) => void }) {
  const { t } = useTexts(homeTexts);
  const { l } = useLocale();
  return (
    <figure aria-label={t('map.label')} className="mx-auto w-full max-w-xl">
      <div
        // A map keeps east on the right in every language, so it is laid out left-to-right.
        dir="ltr"
        className="relative w-full overflow-hidden rounded-xl border bg-[oklch(0.97_0.02_85)] shadow-sm"
        // The box's real proportions (content/region-map.ts): the outline and the markers are in percent of its
        // width and height, so at this aspect the region is not stretched.
        style={{ aspectRatio: regionMap.aspect }}
      >
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 size-full"
          aria-hidden
        >
          <defs>
            {/* Square cells: 10% of the width across, as many pixels down. */}
            <pattern id="map-grid" width="10" height={10 * regionMap.aspect} patternUnits="userSpaceOnUse">
              <path
                d={`M10 0H0V${10 * regionMap.aspect}`}
                fill="none"
                stroke="oklch(0.85 0.03 85)"
                strokeWidth="0.3"
              />
            </pattern>
          </defs>
          <rect width="100" height="100" fill="url(#map-grid)" />
          <polygon
            points={regionMap.outline}
            fill="oklch(0.93 0.05 85)"
            stroke="oklch(0.42 0.09 190)"
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <span
          aria-hidden
          className="absolute end-3 top-3 flex flex-col items-center text-xs font-bold text-muted-foreground"
        >
          <svg viewBox="0 0 10 12" className="h-4 w-3 fill-current">
            <path d="M5 0l5 12-5-3-5 3z" />
          </svg>
          {t('map.north')}
        </span>
        <ToggleGroup onValueChange={onSelect}>
          <ul aria-label={t('map.markersLabel')}>
            {governorates.map((g) => (
              <li
                key={g.id}
                className="absolute z-10 -translate-x-[9px] -translate-y-1/2 has-[[aria-pressed=true]]:z-20"
                // Physical left/top on purpose: positions are geographic, not reading order.
                style={{ left: `${g.coordinates.x}%`, top: `${g.coordinates.y}%` }}
              >
                <MarkerButton
                  governorate={g}
                  selected={g.id === selectedId}
                  onSelect={onSelect}
                  label={l(g.name)}
                />
              </li>
            ))}
          </ul>
        </ToggleGroup>
      </div>
      {/* The outline is derived from OpenStreetMap data (ODbL), which asks for this credit. */}
      <figcaption className="mt-1.5 text-end text-xs text-muted-foreground">{t('map.credit')}</figcaption>
    </figure>
  );
}

function MarkerButton({
  governorate,
  selected,
  onSelect,
  label,
}: {
  governorate: Governorate;
  selected: boolean;
  onSelect: (id: string) => void;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      value={governorate.id}
      onClick={() => onSelect(governorate.id)}
      // Drawn from aria-pressed, which the toggle group sets on a tap before the code has come
      className="group flex min-h-6 cursor-pointer items-center gap-1.5 rounded-full bg-white/85 py-0.5 pe-2 text-xs font-semibold whitespace-nowrap text-foreground outline-none not-aria-pressed:hover:bg-white focus-visible:ring-[3px] focus-visible:ring-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:shadow-md"
    >
      <span
        aria-hidden
        className="relative flex size-[18px] items-center justify-center rounded-full border-2 border-primary bg-white group-aria-pressed:border-white group-aria-pressed:bg-sand group-[:hover:not([aria-pressed=true])]:bg-secondary"
      >
        <span className="absolute inset-0 hidden animate-ping rounded-full bg-sand/60 group-aria-pressed:motion-safe:block" />
        <span className="size-2 rounded-full bg-primary/70 group-aria-pressed:bg-primary" />
      </span>
      {label}
    </button>
  );
}
