import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { LanguageSwitch } from './language-switch';
import { NavItems } from './nav-items';
import { SearchButton } from '~/components/search/search-button';

/** The 'Navigation' sheet below the large breakpoint; loaded only when a visitor opens the menu. */
export default function MobileNav({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-nav">
        <SheetTitle>{t('header.navigation')}</SheetTitle>
        <SheetDescription className="sr-only">{t('header.navigationDescription')}</SheetDescription>
        <SearchButton className="self-stretch" onOpen={() => onOpenChange(false)}>
          <SearchIcon aria-hidden />
          {t('header.searchData')}
        </SearchButton>
        <nav aria-label={t('header.navigation')}>
          <NavItems vertical onNavigate={() => onOpenChange(false)} />
        </nav>
        <LanguageSwitch className="self-start" onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
