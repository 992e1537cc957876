import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useAtStart } from '~/lib/use-asked';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { useOpenFromHash } from '../hooks/use-open-from-hash';
import { localize } from '@core/paths';
import { useLanguage } from '~/i18n';
import { matchingQuestions, type FaqEntry } from '../lib/faq-match';
import { faqEntries, questionsOf } from '../lib/filter';
import { textLink } from './text-link';
import { useTexts } from '~/i18n';
import helpTexts from '~/i18n/namespaces/help';

const id = 'faq';
let loading: Promise<FaqEntry[]> | undefined;
/**
 * What the search looks in, read once, when the field is first about to be used: every question and answer of the
 * list, as this page shows them and as the same page shows them in the other language (fetched), so that a word
 * of either language finds its question.
 */
const loadEntries = (list: string, lang: 'en' | 'ar') =>
  (loading ??= fetch(localize('/participate/support', lang === 'ar' ? 'en' : 'ar'))
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
    .then((html) => {
      const other = new DOMParser().parseFromString(html, 'text/html');
      return faqEntries([...questionsOf(document, list), ...questionsOf(other, list)]);
    }));

/**
 * Shows only the questions of the list below (`#faq-<id>` in `list`) that contain every word typed, and their
 * groups; the questions themselves are the page's, so this part runs alone in the browser (an island) and reads
 * the texts it searches only when the field is about to be used.
 */
function useFilter(list: string, query: string) {
  const lang = useLanguage();
  const [entries, setEntries] = useState<FaqEntry[] | null>(null);
  const load = () => void loadEntries(list, lang).then(setEntries);
  const matches = useMemo(() => (entries ? matchingQuestions(entries, query) : null), [entries, query]);
  useEffect(() => {
    const root = document.getElementById(list);
    if (!root) return;
    const shown = matches && new Set(matches);
    for (const question of root.querySelectorAll<HTMLElement>('details[id^="faq-"]'))
      question.hidden = !!shown && !shown.has(question.id.slice(4));
    for (const group of root.querySelectorAll<HTMLElement>(':scope > section'))
      group.hidden = !group.querySelector('details:not([hidden])');
  }, [list, matches]);
  return { matches, load, loaded: !!entries };
}

/**
 * The FAQ's search field, the line that says how many questions match (`total`, how many there are, till something
 * is typed), and what to do when none does.
 */
export function FaqSearch({ total, list }: { total: string; list: string }) {
  const { t } = useTexts(helpTexts);
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const { matches, load, loaded } = useFilter(list, query);
  // What was typed before the code came is searched once it has
  const field = useRef<HTMLInputElement>(null);
  useAtStart(() => {
    const typed = field.current?.value;
    if (typed) {
      load();
      setQuery(typed);
    }
  });
  useOpenFromHash('faq-');
  const q = query.trim();
  const status =
    !q || (loaded && !matches)
      ? total
      : !matches
        ? ''
        : matches.length
          ? t('support.matches', { count: matches.length, q })
          : t('support.none', { q });
  return (
    <>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="max-w-2xl">
        <Label htmlFor={`${id}-q`} className="mb-2 text-base font-semibold">
          {t('support.searchLabel')}
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={field}
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => {
              load();
              setQuery(e.target.value);
            }}
            onFocus={load}
            onPointerEnter={load}
            placeholder={t('support.searchPlaceholder')}
            aria-describedby={`${id}-hint ${id}-status`}
            autoComplete="off"
            className="h-11 ps-9"
          />
        </div>
        {/* Both texts hold their place, one hidden, so the questions below do not move when the page hydrates
            (Lighthouse CLS 0.048 on the Arabic page, where they wrap differently). */}
        <p id={`${id}-hint`} className="mt-2 grid text-sm text-muted-foreground">
          <span className={cn('[grid-area:1/1]', !hydrated && 'invisible')}>{t('support.searchHint')}</span>
          <span className={cn('[grid-area:1/1]', hydrated && 'invisible')}>{t('support.needsJs')}</span>
        </p>
      </form>
      <div className="mt-5 flex min-h-9 flex-wrap items-center gap-x-4 gap-y-2">
        <p id={`${id}-status`} role="status" className="font-medium">
          {status}
        </p>
        {hydrated && q && (
          <Button variant="outline" size="sm" onClick={() => setQuery('')}>
            <XIcon aria-hidden />
            {t('support.clear')}
          </Button>
        )}
        {hydrated && matches?.length === 0 && (
          <a href="#help" className={textLink}>
            {t('support.askUs')}
          </a>
        )}
      </div>
    </>
  );
}
