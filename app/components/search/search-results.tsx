import { searchTypes, typeNames, type SearchType } from '@core/search/records';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { localize } from '@core/paths';
import { Link } from '~/components/ui/link';
import { useLanguage, useTexts } from '~/i18n';
import { isPlainClick, navigate, useAddress } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import { useLocale } from '~/i18n/use-locale';
import { resultsPath } from './search-state';
import { HitContent } from './search-hit';
import { useSiteSearch } from './use-site-search';
import { SEARCH_LIMIT } from '@core/search/present';
import searchTexts from '~/i18n/namespaces/search';

const PAGE = 20;
const isType = (value: string | null): value is SearchType => searchTypes.includes(value as SearchType);

/**
 * The results page's body: a plain GET form (so the server can answer it without JavaScript), type filters with
 * their counts, and every result, twenty at a time. The query and type live in the address.
 */
export function SearchResults() {
  const { t } = useTexts(searchTexts);
  const lang = useLanguage();
  const localizePath = (path: string) => localize(path, lang);
  const { l } = useLocale();
  const hydrated = useHydrated();
  // The browser's address; a new query or type is a history entry of the same page, not a page load
  const location = useAddress();
  const params = new URLSearchParams(location.search);
  const show = (q: string, type?: SearchType) => navigate(localizePath(resultsPath(q, type)));
  const q = hydrated ? (params.get('q') ?? '').slice(0, 200) : '';
  const rawType = hydrated ? params.get('type') : null;
  const type = isType(rawType) ? rawType : undefined;
  // How many results are listed, for this query and type (a new search starts again at one page)
  const [more, setMore] = useState({ view: '', shown: PAGE });
  const view = `${q}\u0000${type ?? ''}`;
  const shown = more.view === view ? more.shown : PAGE;

  // Asked of the server once there is something to search for; the last answer stays while the next comes
  const words = q.trim();
  const {
    answer,
    shown: last,
    failed,
  } = useSiteSearch(words ? { q: words, type, limit: Math.min(shown, SEARCH_LIMIT) } : null);
  const results = words ? last : null;
  const all = results?.all ?? 0;
  const counts = results?.counts ?? {};
  const total = results?.total ?? 0;
  const hits = results?.hits ?? [];

  return (
    <div className="space-y-6">
      <form
        role="search"
        method="get"
        action={localizePath('/search')}
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          show(next, type);
        }}
      >
        <label htmlFor="search-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-q"
          key={q}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder={t('placeholder')}
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base"
        />
        {type && <input type="hidden" name="type" value={type} />}
        <Button type="submit" className="h-11">
          <SearchIcon aria-hidden />
          {t('submit')}
        </Button>
      </form>
      {rawType && !type && <p role="alert">{t('unknownType', { type: rawType })}</p>}
      <p role="status" className={q.trim() ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {failed ? t('failed') : answer ? t('results', { count: total }) : ''}
      </p>
      {results && (
        <nav aria-label={t('filter')}>
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...searchTypes].map((value) => {
              const count = value ? (counts[value] ?? 0) : all;
              if (value && !count) return null;
              return (
                <li key={value ?? 'all'}>
                  <Link
                    to={resultsPath(q.trim(), value)}
                    onClick={(e) => {
                      if (!isPlainClick(e)) return;
                      e.preventDefault();
                      show(q.trim(), value);
                    }}
                    aria-current={value === type ? 'page' : undefined}
                    className="inline-flex rounded-full border px-3 py-1 text-sm aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                  >
                    {value ? l(typeNames[value].many) : t('all')} ({t('count', { count })})
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {answer && total === 0 && <p>{t('none', { q: words })}</p>}
      {!q.trim() && <p className="text-muted-foreground">{t('start')}</p>}
      {hits.length > 0 && (
        <ol className="divide-y rounded-xl border">
          {hits.map((hit) => (
            <li key={hit.record.id}>
              <Link to={hit.record.path} className="block px-4 py-3 hover:bg-muted focus-visible:bg-muted">
                <HitContent hit={hit} snippetLength={240} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      {total > shown && (
        <Button type="button" variant="outline" onClick={() => setMore({ view, shown: shown + PAGE })}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
