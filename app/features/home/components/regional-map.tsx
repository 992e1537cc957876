import { governorates, type Governorate } from '@content/governorates';
import { home } from '@content/home';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '~/components/page/section';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';
import { GovernorateDetail } from './governorate-detail';

/**
 * Outline of the Hail region, in the same projection as the governorate coordinates (percent of the map box,
 * see content/governorates.ts): a stylised, simplified trace of the region's boundary.
 */
const REGION_OUTLINE =
  '6,14 11,10.5 17,7.5 22,3.5 28,2 33,1.5 38,3.5 44,2.5 50,4.5 56,3.5 61,6.5 66,8 70,11.5 75,13.5 79,18 84,21 87,26 91,29.5 93,35 96,40 97.5,45 95.5,50 93,54 91.5,59.5 88,63.5 86,69 83.5,73 82,78.5 79,82 77.5,87.5 73,90 68,94.5 62,95.5 57,98 51,97.5 46,98.5 41,96.5 36,95.5 31,93 26,92 21,88.5 17,85.5 14,81 10,78 6.5,73 4.5,67.5 2,62 1.5,56 3,50.5 2.5,45 4,39.5 3,34 4.5,29 4,23.5 5.5,18.5';

/** A stylised map of the region with a button per governorate, and the detail card of the selected one. */
export function RegionalMap() {
  const { l } = useLocale();
  const [selectedId, setSelectedId] = useState(governorates[0]?.id);
  const selected = governorates.find((g) => g.id === selectedId) ?? governorates[0];
  return (
    <Section id="regional-map" title={l(home.mapIntro.title)} description={l(home.mapIntro.description)}>
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <MapCanvas selectedId={selected?.id} onSelect={setSelectedId} />
        {selected && <GovernorateDetail governorate={selected} />}
      </div>
    </Section>
  );
}

function MapCanvas({ selectedId, onSelect }: { selectedId?: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation('home');
  const { l } = useLocale();
  return (
    <figure
      // A map keeps east on the right in every language, so it is laid out left-to-right.
      dir="ltr"
      aria-label={t('map.label')}
      className="relative mx-auto aspect-[14/15] w-full max-w-xl overflow-hidden rounded-xl border bg-[oklch(0.97_0.02_85)] shadow-sm"
    >
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        <defs>
          <pattern id="map-grid" width="10" height="10" patternUnits="userSpaceOnUse">
            <path d="M10 0H0V10" fill="none" stroke="oklch(0.85 0.03 85)" strokeWidth="0.3" />
          </pattern>
        </defs>
        <rect width="100" height="100" fill="url(#map-grid)" />
        <polygon
          points={REGION_OUTLINE}
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
      <ul aria-label={t('map.markersLabel')}>
        {governorates.map((g) => (
          <li
            key={g.id}
            className={cn(
              'absolute -translate-x-[9px] -translate-y-1/2',
              g.id === selectedId ? 'z-20' : 'z-10',
            )}
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
      data-governorate={governorate.id}
      onClick={() => onSelect(governorate.id)}
      className={cn(
        'group flex min-h-6 cursor-pointer items-center gap-1.5 rounded-full py-0.5 pe-2 text-xs font-semibold whitespace-nowrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
        selected
          ? 'bg-primary text-primary-foreground shadow-md'
          : 'bg-white/85 text-foreground hover:bg-white',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'relative flex size-[18px] items-center justify-center rounded-full border-2',
          selected ? 'border-white bg-sand' : 'border-primary bg-white group-hover:bg-secondary',
        )}
      >
        {selected && (
          <span className="absolute inset-0 animate-ping rounded-full bg-sand/60 motion-reduce:hidden" />
        )}
        <span className={cn('size-2 rounded-full', selected ? 'bg-primary' : 'bg-primary/70')} />
      </span>
      {label}
    </button>
  );
}
