import { LanguagesIcon } from 'lucide-react';
import { languageOf, localize, unlocalize } from '@core/paths';
import { rememberLanguage, useTexts } from '~/i18n';
import { cn } from '~/lib/utils';

/** Goes to the same page (same query and section) in the other language. */
export function LanguageSwitch({
  path,
  className,
  onNavigate,
}: {
  /** The page's address; its early script (./language-switch.browser.js) adds the query and anchor as it is followed. */
  path: string;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTexts();
  const other = languageOf(path) === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={localize(unlocalize(path), other)}
      hrefLang={other}
      lang={other}
      data-language-switch
      aria-label={t('header.languageLabel')}
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60',
        // On English pages the word العربية is drawn in the system's Arabic font, so no web font is fetched for it.
        other === 'ar' && '[font-family:system-ui,sans-serif]',
        className,
      )}
    >
      <LanguagesIcon className="size-4" aria-hidden />
      {t('header.language')}
    </a>
  );
}
