import { useTexts } from '~/i18n';
import toolsTexts from '~/i18n/namespaces/tools';

const legend = [
  ['farmland', '#7fb26b'],
  ['wells', '#2f6fb7'],
  ['roads', '#8a94a6'],
  ['industrial', '#6b3f8f'],
] as const;

/** A drawn, schematic preview of the GIS Hub (centre-pivot farms, wells, roads, an industrial zone); not a live map. */
export function GisPreview() {
  const { t } = useTexts(toolsTexts);
  const farms = [
    [92, 88, 22],
    [140, 70, 18],
    [128, 122, 20],
    [250, 190, 24],
    [300, 168, 16],
    [210, 224, 15],
  ] as const;
  const wells = [
    [112, 150],
    [176, 104],
    [232, 150],
    [286, 214],
    [160, 200],
    [330, 120],
  ] as const;
  return (
    <figure className="overflow-hidden rounded-xl border bg-[#f4efe3] shadow-sm">
      <svg
        viewBox="0 0 400 280"
        role="img"
        aria-label={t('featured.previewLabel')}
        className="block h-auto w-full"
      >
        <defs>
          <pattern
            id="gis-hatch"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#c9b8e0" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#6b3f8f" strokeWidth="2" />
          </pattern>
        </defs>
        <path
          d="M40 60 L120 30 L230 38 L330 52 L372 110 L360 196 L300 250 L190 262 L92 238 L34 170 Z"
          fill="#fbf7ee"
          stroke="#9a8f7a"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <path
          d="M60 120 Q 120 104 190 150 T 360 150"
          fill="none"
          stroke="#8a94a6"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path
          d="M190 40 L196 150 L186 258"
          fill="none"
          stroke="#8a94a6"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path d="M196 150 L300 248" fill="none" stroke="#8a94a6" strokeWidth="3" strokeLinecap="round" />
        {farms.map(([cx, cy, r]) => (
          <g key={`${cx}-${cy}`}>
            <circle cx={cx} cy={cy} r={r} fill="#7fb26b" stroke="#2f7a3b" strokeWidth="1.5" />
            <line x1={cx} y1={cy} x2={cx + r} y2={cy} stroke="#2f7a3b" strokeWidth="1" />
          </g>
        ))}
        {wells.map(([cx, cy]) => (
          <circle
            key={`${cx}-${cy}`}
            cx={cx}
            cy={cy}
            r="4.5"
            fill="#2f6fb7"
            stroke="#fff"
            strokeWidth="1.5"
          />
        ))}
        <rect
          x="214"
          y="86"
          width="62"
          height="42"
          rx="3"
          fill="url(#gis-hatch)"
          stroke="#6b3f8f"
          strokeWidth="2"
        />
        <circle cx="196" cy="150" r="7" fill="#0f6466" stroke="#fff" strokeWidth="2" />
        <path d="M352 34 l8 -18 l8 18 l-8 -5 z" fill="#4a4a4a" />
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t bg-card px-4 py-2 text-sm text-muted-foreground">
        <span className="me-auto">{t('featured.previewCaption')}</span>
        {legend.map(([key, colour]) => (
          <span key={key} className="flex items-center gap-1.5 text-xs">
            <span className="size-2.5 rounded-full" style={{ background: colour }} aria-hidden />
            {t(`featured.legend.${key}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
