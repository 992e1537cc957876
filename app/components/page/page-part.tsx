import { Direction } from 'radix-ui';
import type * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { translations, type Language } from '~/i18n';

/** What every React part of a page is rendered with: the page's language (`Astro.locals.lang`). */
export type PageContext = { lang: Language };

/**
 * A React component made into a part of an Astro page, prerendered alone or hydrated as an island: it renders with
 * its language's translations and direction.
 */
export function pagePart<Props extends object>(Component: React.ComponentType<Props>) {
  function PagePart({ lang, ...props }: Props & PageContext) {
    return (
      <I18nextProvider i18n={translations(lang)}>
        <Direction.Provider dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          <Component {...(props as Props)} />
        </Direction.Provider>
      </I18nextProvider>
    );
  }
  PagePart.displayName = `PagePart(${Component.displayName ?? Component.name})`;
  return PagePart;
}
