import { paths, localize } from '@core/paths';
import type { Hit } from '@core/search/present';
import { typeNames, type SearchType } from '@core/search/records';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { useLanguage, useTexts } from '~/i18n';
import { navigate } from '~/lib/address';
import { useLocale } from '~/i18n/use-locale';
import { HitContent } from './search-hit';
import { useSiteSearch } from './use-site-search';
import { resultsPath } from './search-state';
import searchTexts from '~/i18n/namespaces/search';

/** Results shown per type in the dialog; the results page has them all. */
const PER_TYPE = 4;

/**
 * What the search dialog holds: the field and the results. Rendered into a page's HTML (the header's native
 * dialog), it starts from what was typed in the field before its code came.
 */
export function SearchPanel({ type, onClose }: { type?: SearchType; onClose: () => void }) {
  const { t } = useTexts(searchTexts);
  const lang = useLanguage();
  const localizePath = (path: string) => localize(path, lang);
  const { l } = useLocale();
  const id = useId();
  const [q, setQ] = useState('');
  const [scope, setScope] = useState(type);
  // Scoped anew when the dialog is opened for another type
  const [given, setGiven] = useState(type);
  if (type !== given) {
    setGiven(type);
    setScope(type);
  }
  const [active, setActive] = useState(-1);
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (field.current?.value) setQ(field.current.value);
  }, []);

  const words = q.trim();
  // Each type's best, in the order of `searchTypes`, as the server answers them (the last answer while the next
  // is on its way)
  const {
    answer,
    shown: last,
    failed,
    retry,
  } = useSiteSearch(words ? { q: words, type: scope, per: PER_TYPE } : null);
  const groups = (words && last?.groups) || [];
  const shown = groups.flatMap((g) => g.hits);
  const waiting = words !== '' && !answer && !failed;
  const optionId = (i: number) => `${id}-option-${i}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const open = (hit: Hit) => {
    onClose();
    navigate(localizePath(hit.record.path));
  };
  const openResults = () => {
    onClose();
    navigate(localizePath(resultsPath(words, scope)));
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + shown.length + (a < 0 && step < 0 ? 1 : 0)) % shown.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = shown[active];
      if (hit) open(hit);
      else if (words) openResults();
    }
  };

  let index = -1;
  return (
    <>
      {/* A GET form to the results page: Enter sent before the code has come, or without it, lists them there */}
      <form
        action={localizePath(paths.search())}
        method="get"
        role="search"
        className="sticky top-0 flex items-center gap-2 border-b bg-background px-4 py-3 pe-12"
      >
        <SearchIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        {scope && <input type="hidden" name="type" value={scope} />}
        <input
          ref={field}
          name="q"
          autoFocus
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < shown.length ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          value={q}
          maxLength={200}
          onChange={(e) => {
            setQ(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent py-1 text-base outline-none placeholder:text-muted-foreground"
        />
      </form>
      {scope && (
        <p className="flex flex-wrap items-center gap-2 border-b px-4 py-2 text-sm">
          {t('scope', { type: l(typeNames[scope].many) })}
          <Button type="button" variant="outline" size="sm" onClick={() => setScope(undefined)}>
            <XIcon aria-hidden />
            {t('everything')}
          </Button>
        </p>
      )}
      <div>
        <p role="status" className={words && answer ? 'px-4 pt-3 text-sm text-muted-foreground' : 'sr-only'}>
          {failed
            ? t('failed')
            : waiting
              ? t('loading')
              : answer
                ? t('results', { count: answer.total })
                : ''}
        </p>
        {failed && (
          <p className="px-4 py-3">
            <Button type="button" variant="outline" onClick={retry}>
              {t('retry')}
            </Button>
          </p>
        )}
        {!words && <p className="px-4 py-6 text-sm text-muted-foreground">{t('start')}</p>}
        {answer && answer.total === 0 && <p className="px-4 py-6 text-sm">{t('none', { q: words })}</p>}
        <ul id={`${id}-listbox`} role="listbox" aria-label={t('dialogTitle')} className="px-2 pb-2">
          {groups.map((group) => (
            <li key={group.type} role="presentation">
              <ul role="group" aria-labelledby={`${id}-${group.type}`}>
                <li
                  role="presentation"
                  id={`${id}-${group.type}`}
                  className="px-2 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {l(typeNames[group.type].many)}
                </li>
                {group.hits.map((hit) => {
                  const i = ++index;
                  return (
                    <li
                      key={hit.record.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      onMouseMove={() => setActive(i)}
                      onClick={() => open(hit)}
                      className="cursor-pointer rounded-md px-2 py-2 aria-selected:bg-muted"
                    >
                      <HitContent hit={hit} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-2 border-t bg-background px-4 py-2 text-xs text-muted-foreground">
        <span aria-hidden>{t('keys')}</span>
        {words && (
          <Link
            to={resultsPath(words, scope)}
            onClick={onClose}
            className="font-medium text-primary underline"
          >
            {t('seeAll')}
          </Link>
        )}
      </div>
    </>
  );
}
