import { support } from '@content/support';
import { ChevronDownIcon, LinkIcon, SearchIcon, XIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '~/components/page/section';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import { useOpenFromHash } from '../hooks/use-open-from-hash';
import { faqEntries, matchingQuestions, type FaqQuestion } from '../lib/filter';
import { Blocks } from './blocks';
import { textLink } from './rich-text';
import '~/i18n/namespaces/help';

const questions = support.faq.groups.flatMap((g) => g.questions);
const entries = faqEntries(questions);

/** A question: its summary opens the answer; the answer ends with a link to the question itself. */
function Question({ item, hidden }: { item: FaqQuestion; hidden: boolean }) {
  const { t } = useTranslation('help');
  const { l } = useLocale();
  const anchor = `faq-${item.id}`;
  return (
    <details
      id={anchor}
      hidden={hidden || undefined}
      className="group scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
        <span>{l(item.question)}</span>
        <ChevronDownIcon
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="space-y-4 px-5 pb-5 leading-7">
        <Blocks blocks={item.answer} />
        <p>
          <a
            href={`#${anchor}`}
            aria-label={t('support.linkLabel', { question: l(item.question) })}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <LinkIcon className="size-3.5" aria-hidden />
            {t('support.link')}
          </a>
        </p>
      </div>
    </details>
  );
}

/**
 * The frequently asked questions, grouped, each a native <details> that opens without script (and from the
 * address's #faq-<id>); once the page runs, a search field keeps the questions that contain every word typed.
 */
export function Faq() {
  const { t } = useTranslation('help');
  const { l } = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => matchingQuestions(entries, query), [query]);
  const shown = matches ? new Set(matches) : null;
  useOpenFromHash('faq-');
  const q = query.trim();
  const status = !shown
    ? t('support.count', { count: entries.length })
    : shown.size
      ? t('support.matches', { count: shown.size, q })
      : t('support.none', { q });
  return (
    <Section id="faq" title={l(support.faq.title)} description={l(support.faq.lead)} className="scroll-mt-20">
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
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            disabled={!hydrated}
            placeholder={t('support.searchPlaceholder')}
            aria-describedby={`${id}-hint ${id}-status`}
            autoComplete="off"
            className="h-11 ps-9 disabled:cursor-not-allowed disabled:opacity-70"
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
        {hydrated && shown?.size === 0 && (
          <a href="#help" className={textLink}>
            {t('support.askUs')}
          </a>
        )}
      </div>
      <div className="mt-6 max-w-4xl space-y-8">
        {support.faq.groups.map((group) => {
          const visible = group.questions.filter((item) => !shown || shown.has(item.id));
          const heading = `faq-group-${group.id}`;
          return (
            <section key={group.id} aria-labelledby={heading} hidden={visible.length === 0 || undefined}>
              <h3 id={heading} className="text-lg font-semibold">
                {l(group.title)}
              </h3>
              <div className="mt-3 flex flex-col gap-2">
                {group.questions.map((item) => (
                  <Question key={item.id} item={item} hidden={!!shown && !shown.has(item.id)} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
