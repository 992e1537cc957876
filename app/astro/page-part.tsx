import { Direction } from 'radix-ui';
import type * as React from 'react';
import { languageOf } from '@core/paths';
import { setLanguage } from '~/i18n';
import { DocumentNavigation } from '~/i18n/link';

/** What every React part of a page is rendered with: the page's address (its language follows from it). */
export type PageContext = { path: string };

/**
 * A React component made into a part of an Astro page, prerendered alone or hydrated as an island: it renders in
 * the page's language and direction, with links and the address from the browser (~/i18n/link).
 */
export function pagePart<Props extends object>(Component: React.ComponentType<Props>) {
  function PagePart({ path, ...props }: Props & PageContext) {
    const lang = languageOf(path);
    setLanguage(lang);
    return (
      <Direction.Provider dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <DocumentNavigation pathname={path}>
          <Component {...(props as Props)} />
        </DocumentNavigation>
      </Direction.Provider>
    );
  }
  PagePart.displayName = `PagePart(${Component.displayName ?? Component.name})`;
  return PagePart;
}
