import type { Domain } from '@content/domains';
import {
  Building2Icon,
  LandmarkIcon,
  LeafIcon,
  TrendingUpIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type * as React from 'react';
import { Link } from '~/components/ui/link';
import { Badge } from '~/components/ui/badge';
import { useLocale } from '~/i18n/use-locale';
import { preview } from '~/lib/preview';
import { cn } from '~/lib/utils';
import { paths } from '@core/paths';
import { cardVariants } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import dataTexts from '~/i18n/namespaces/data';

const icons: Record<Domain['icon'], LucideIcon> = {
  users: UsersIcon,
  'trending-up': TrendingUpIcon,
  'building-2': Building2Icon,
  leaf: LeafIcon,
  landmark: LandmarkIcon,
};

export function DomainIcon({ domain, className }: { domain: Domain; className?: string }) {
  const Icon = icons[domain.icon];
  return <Icon className={className} style={{ color: domain.color }} aria-hidden />;
}

/** Decorative shapes per illustration key, drawn in a 320×96 box; unknown keys get a plain band. */
const shapes: Record<string, React.ReactNode> = {
  people: [40, 100, 160, 220, 280].map((x, i) => (
    <g key={x} transform={`translate(${x} ${i % 2 ? 30 : 44})`}>
      <circle r="10" />
      <path d="M-18 40a18 18 0 0 1 36 0z" />
    </g>
  )),
  economy: [20, 70, 120, 170, 220, 270].map((x, i) => (
    <rect key={x} x={x} y={80 - (i + 1) * 11} width="30" height={(i + 1) * 11 + 16} rx="3" />
  )),
  infrastructure: (
    <path d="M0 96V60h30V40h24v20h20V24h30v36h18V48h26v48h14V30h34v66h22V52h28v44h20V36h30v60h24V58h20v38z" />
  ),
  environment: (
    <>
      <path d="M0 70q40-30 80 0t80 0 80 0 80 0v26H0z" />
      <path d="M0 50q40-30 80 0t80 0 80 0 80 0" fill="none" strokeWidth="4" stroke="currentColor" />
    </>
  ),
  governance: (
    <>
      <path d="M100 34l60-22 60 22z" />
      {[108, 132, 156, 180, 204].map((x) => (
        <rect key={x} x={x} y="38" width="10" height="40" rx="2" />
      ))}
      <rect x="96" y="80" width="128" height="8" rx="2" />
    </>
  ),
};

export function DomainIllustration({ domain, className }: { domain: Domain; className?: string }) {
  return (
    <div className={cn('relative overflow-hidden', className)} style={{ backgroundColor: domain.bgColor }}>
      <svg
        viewBox="0 0 320 96"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full opacity-20"
        style={{ color: domain.color, fill: domain.color }}
        aria-hidden
      >
        {shapes[domain.image]}
      </svg>
      <span className="absolute start-5 bottom-4 flex size-12 items-center justify-center rounded-full bg-white shadow-sm">
        <DomainIcon domain={domain} className="size-6" />
      </span>
    </div>
  );
}

/**
 * A thematic domain: illustration, title (a link to /data/{id} that covers the card), description, indicator
 * and SDG counts, and the first `maxSamples` sample indicators with a '+N more' badge.
 */
export function DomainCard({
  domain,
  headingLevel: Heading = 'h3',
  maxSamples = 3,
  className,
  style,
}: {
  domain: Domain;
  headingLevel?: 'h2' | 'h3';
  maxSamples?: number;
  className?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTexts(dataTexts);
  const { l } = useLocale();
  const { shown, more } = preview(domain.samples, maxSamples);
  return (
    <article
      data-testid={`domain-card-${domain.id}`}
      className={cn(
        cardVariants({ padding: 'none' }),
        'group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/60',
        className,
      )}
      style={style}
    >
      <DomainIllustration domain={domain} className="h-24" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg leading-snug font-semibold">
          <Link
            to={paths.domain(domain.id)}
            className="outline-none group-hover:underline after:absolute after:inset-0 after:content-['']"
          >
            {l(domain.title)}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">{l(domain.description)}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="font-semibold" style={{ color: domain.color }}>
            {t('domainCard.indicators', { count: domain.indicators })}
          </span>
          <span className="text-muted-foreground">
            {t('domainCard.sdgAligned', { count: domain.sdgCount })}
          </span>
        </p>
        <ul aria-label={t('domainCard.samples')} className="mt-auto flex flex-wrap gap-2 pt-1">
          {shown.map((sample) => (
            <li key={sample.en}>
              <Badge variant="secondary" className="whitespace-normal">
                {l(sample)}
              </Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="outline">{t('domainCard.more', { count: more })}</Badge>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
