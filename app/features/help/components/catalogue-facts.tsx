import { site } from '@content/site';
import { absolute, localize, paths } from '@core/paths';
import { useLocale } from '~/i18n/use-locale';
import type { CitationData, LicenceData } from '../lib/learn-data';
import { HelpLink } from './help-link';
import { textLink } from './text-link';
import { useTexts } from '~/i18n';
import helpTexts from '~/i18n/namespaces/help';

/** The citation of an example dataset (`data`), as its own page gives it, with the day it was `accessed`. */
export function Citation({ data, accessed }: { data: CitationData; accessed: string }) {
  const { t } = useTexts(helpTexts);
  const { l, locale, year } = useLocale();
  const page = localize(paths.dataset(data.slug), locale);
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        {t('learn.example')}{' '}
        <HelpLink href={paths.dataset(data.slug)} className={textLink}>
          {l(data.title)}
        </HelpLink>
      </p>
      <blockquote className="mt-2 rounded-xl border bg-muted/40 p-4 text-sm [overflow-wrap:anywhere]">
        {t('learn.citation', {
          publisher: l(data.publisher),
          year: year(data.year),
          title: l(data.title),
          site: l(site.name),
          url: absolute(site.url, page),
          accessed,
        })}
      </blockquote>
    </div>
  );
}

/** The licences the catalogue's datasets carry today, each with its text in the reader's language. */
export function Licences({ licences }: { licences: LicenceData[] }) {
  const { t } = useTexts(helpTexts);
  const { l, locale } = useLocale();
  return (
    <div className="rounded-xl border border-primary/30 bg-secondary/50 p-4">
      <p className="font-semibold">{t('learn.licences')}</p>
      <ul className="mt-2 space-y-1">
        {licences.map(({ id, name, deed, count }) => (
          <li key={id}>
            <a href={deed[locale]} rel="license" className={textLink}>
              {l(name)}
            </a>
            {' — '}
            {t('learn.licenceCount', { count })}
          </li>
        ))}
      </ul>
    </div>
  );
}
