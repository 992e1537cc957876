import { site } from '@content/site';
import { localize } from '@core/paths';
import { Link } from '~/components/ui/link';
import { isActivePath } from '~/lib/address';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';

/** The six main links; the current section's link is highlighted and marked aria-current="page". */
export function NavItems({
  path,
  onNavigate,
  vertical = false,
}: {
  /** The page's address. */
  path: string;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const { l, locale } = useLocale();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {site.nav.map((item) => {
        const isActive = isActivePath(path, localize(item.href, locale), item.href === '/');
        return (
          <li key={item.id}>
            <Link
              to={item.href}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                isActive
                  ? 'bg-secondary text-secondary-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                vertical && 'py-3 text-base',
              )}
            >
              {l(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
