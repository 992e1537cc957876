import { site } from '@content/site';
import { NavLink } from '~/i18n/link';
import { useLocale } from '~/i18n/use-locale';
import { cn } from '~/lib/utils';

/** The six main links; the current section's link is highlighted and marked aria-current="page". */
export function NavItems({ onNavigate, vertical = false }: { onNavigate?: () => void; vertical?: boolean }) {
  const { l } = useLocale();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {site.nav.map((item) => (
        <li key={item.id}>
          <NavLink
            to={item.href}
            end={item.href === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                isActive
                  ? 'bg-secondary text-secondary-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                vertical && 'py-3 text-base',
              )
            }
          >
            {l(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
