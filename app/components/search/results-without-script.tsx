import { presentHit, type SearchPageResults } from '@core/search/present';
import { localize } from '@core/paths';
import { searchTypes, typeNames, type SearchType } from '@core/search/records';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import searchTexts from '~/i18n/namespaces/search';
import { Marked } from './marked';

/**
 * The results of a query as the server found them, for a browser without JavaScript (the search page puts them
 * in a <noscript>): the filters by type as links, and the first hits.
 */
export function ResultsWithoutScript({ results }: { results: SearchPageResults }) {
  const { t } = useTexts(searchTexts);
  const { locale, l } = useLocale();
  const { q, type, total, all, counts, hits, limit } = results;
  const link = (value?: SearchType) =>
    `${localize('/search', locale)}?${new URLSearchParams({ q, ...(value ? { type: value } : {}) })}`;
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold">{t('resultsFor', { q })}</h2>
      <p>{t('results', { count: total })}</p>
      {all > 0 && (
        <nav aria-label={t('filter')}>
          <ul className="my-4 flex flex-wrap gap-3 text-sm">
            {[undefined, ...searchTypes.filter((value) => counts[value])].map((value) => (
              <li key={value ?? 'all'}>
                <a href={link(value)} aria-current={value === type ? 'page' : undefined}>
                  {value ? l(typeNames[value].many) : t('all')} (
                  {t('count', { count: value ? counts[value] : all })})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hits.length ? (
        <ol className="divide-y rounded-xl border">
          {hits.map((hit) => {
            const { title, snippet, snippetLang } = presentHit(hit, locale, 240);
            return (
              <li key={hit.record.id} className="px-4 py-3">
                <a href={localize(hit.record.path, locale)} className="font-semibold text-primary underline">
                  <Marked pieces={title} />
                </a>{' '}
                <span className="text-xs text-muted-foreground">· {l(typeNames[hit.record.type].one)}</span>
                <p className="text-sm text-muted-foreground" lang={snippetLang} dir="auto">
                  <Marked pieces={snippet} />
                </p>
              </li>
            );
          })}
        </ol>
      ) : (
        <p>{t('none', { q })}</p>
      )}
      {total > limit && <p className="mt-2 text-sm">{t('listed', { count: limit })}</p>}
    </div>
  );
}
