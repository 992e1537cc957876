import { site } from '@content/site';
import { Link } from '~/components/ui/link';
import { useLocale } from '~/i18n/use-locale';

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { l } = useLocale();
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className={inverse ? 'fill-sand' : 'fill-primary'} />
        <path d="M6 23l6-9 4 5 3-4 7 8z" className={inverse ? 'fill-foreground' : 'fill-sand'} />
        <circle cx="22" cy="10" r="3" className={inverse ? 'fill-foreground' : 'fill-white'} />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="font-bold">{l(site.shortName)}</span>
        <span className={inverse ? 'text-xs text-white/80' : 'text-xs text-muted-foreground'}>
          {l(site.tagline)}
        </span>
      </span>
    </Link>
  );
}
