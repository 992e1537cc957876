import { MenuIcon, SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '~/components/ui/button';
import { NativeDialog } from '~/components/ui/native-dialog';
import { cn } from '~/lib/utils';
import { SEARCH_ID } from '~/components/search/search-scope';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NavItems } from './nav-items';
import { useTexts } from '~/i18n';
import searchTexts from '~/i18n/namespaces/search';

export const MENU_ID = 'mobile-nav';

/** A button that opens the search dialog, at once, with or without the page's script. */
function SearchOpener({ className }: { className?: string }) {
  const { t } = useTexts();
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
export function SiteHeader({ path, search }: { path: string; search?: React.ReactNode }) {
  const { t } = useTexts(searchTexts);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('common:header.mainNav')} className="hidden lg:block">
          <NavItems path={path} />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch path={path} className="hidden sm:inline-flex" />
          <SearchOpener className="hidden md:inline-flex" />
          <button
            type="button"
            commandfor={MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
          >
            <MenuIcon className="size-6" aria-hidden />
            <span className="sr-only">{t('common:header.toggleMenu')}</span>
          </button>
        </div>
      </div>
      <NativeDialog
        id={MENU_ID}
        title={t('common:header.navigation')}
        side
        aria-describedby={`${MENU_ID}-about`}
      >
        <p id={`${MENU_ID}-about`} className="sr-only">
          {t('common:header.navigationDescription')}
        </p>
        <SearchOpener className="self-stretch" />
        <nav aria-label={t('common:header.navigation')}>
          <NavItems path={path} vertical />
        </nav>
        <LanguageSwitch path={path} className="self-start" />
      </NativeDialog>
      <NativeDialog id={SEARCH_ID} title={t('dialogTitle')} titleClassName="sr-only">
        {search}
      </NativeDialog>
    </header>
  );
}
