import { MenuIcon, SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '~/components/ui/button';
import { NativeDialog } from '~/components/ui/native-dialog';
import { cn } from '~/lib/utils';
import { SEARCH_ID } from '~/components/search/search-scope';
import { LanguageSwitch } from './language-switch';
import '~/i18n/namespaces/search';
import { Logo } from './logo';
import { NavItems } from './nav-items';

export const MENU_ID = 'mobile-nav';

/** A button that opens the search dialog, at once, with or without the page's script. */
function SearchOpener({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      commandfor={SEARCH_ID}
      command="show-modal"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      className={cn(buttonVariants(), className)}
    >
      <SearchIcon aria-hidden />
      {t('header.searchData')}
    </button>
  );
}

/**
 * The header of every page, in its HTML: the main links, the language switch, and the menu and search dialogs,
 * which the browser opens itself (native dialogs), so a tap is answered before any script has come. `search` is
 * what the search dialog holds (its field and results: an island).
 */
export function SiteHeader({ search }: { search?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('header.mainNav')} className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:inline-flex" />
          <SearchOpener className="hidden md:inline-flex" />
          <button
            type="button"
            commandfor={MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
          >
            <MenuIcon className="size-6" aria-hidden />
            <span className="sr-only">{t('header.toggleMenu')}</span>
          </button>
        </div>
      </div>
      <NativeDialog id={MENU_ID} title={t('header.navigation')} side aria-describedby={`${MENU_ID}-about`}>
        <p id={`${MENU_ID}-about`} className="sr-only">
          {t('header.navigationDescription')}
        </p>
        <SearchOpener className="self-stretch" />
        <nav aria-label={t('header.navigation')}>
          <NavItems vertical />
        </nav>
        <LanguageSwitch className="self-start" />
      </NativeDialog>
      <NativeDialog id={SEARCH_ID} title={t('search:dialogTitle')} titleClassName="sr-only">
        {search}
      </NativeDialog>
    </header>
  );
}
