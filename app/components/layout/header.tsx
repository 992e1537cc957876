import { MenuIcon, SearchIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchLauncher } from '~/components/search/search-launcher';
import { Button } from '~/components/ui/button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NavItems } from './nav-items';
import { SearchButton } from '~/components/search/search-button';

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);

export function Header() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <SearchButton className="hidden md:inline-flex" aria-keyshortcuts="Control+K Meta+K /">
            <SearchIcon aria-hidden />
            {t('header.searchData')}
          </SearchButton>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={loadMobileNav}
            onFocus={loadMobileNav}
            onClick={() => setOpen(true)}
          >
            <MenuIcon className="size-6" aria-hidden />
            <span className="sr-only">{t('header.toggleMenu')}</span>
          </Button>
          {open && (
            <Suspense>
              <MobileNav open={open} onOpenChange={setOpen} />
            </Suspense>
          )}
          <SearchLauncher />
        </div>
      </div>
    </header>
  );
}
