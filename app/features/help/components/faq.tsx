import { support } from '@content/support';
import { ChevronDownIcon, LinkIcon } from 'lucide-react';
import type * as React from 'react';
import { Section } from '~/components/page/section';
import type { TFunction } from 'i18next';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import type { FaqQuestion } from '../lib/filter';
import { Blocks } from './blocks';
import helpTexts from '~/i18n/namespaces/help';

const questions = support.faq.groups.flatMap((g) => g.questions);
const list = 'faq-questions';

/**
 * What the FAQ's search (./faq-search.tsx, an island) is given: the id of the list it narrows, and how many
 * questions there are, said as the page is built in its language: the island shows it till something is typed,
 * and does not make the browser's first number format as it starts (15-20 ms on this machine).
 */
export const faqSearchProps = (t: TFunction) => ({
  list,
  total: t('help:support.count', { count: questions.length }),
});

/** A question: its summary opens the answer; the answer ends with a link to the question itself. */
function Question({ item }: { item: FaqQuestion }) {
  const { t } = useTexts(helpTexts);
  const { l } = useLocale();
  const anchor = `faq-${item.id}`;
  return (
    <details id={anchor} className="group scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-sm">
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
 * address's #faq-<id>); `search` is the field (an island) that keeps the questions that contain every word typed.
 */
export function Faq({ search }: { search?: React.ReactNode }) {
  const { l } = useLocale();
  return (
    <Section id="faq" title={l(support.faq.title)} description={l(support.faq.lead)} className="scroll-mt-20">
      {search}
      <div id={list} className="mt-6 max-w-4xl space-y-8">
        {support.faq.groups.map((group) => {
          const heading = `faq-group-${group.id}`;
          return (
            <section key={group.id} aria-labelledby={heading}>
              <h3 id={heading} className="text-lg font-semibold">
                {l(group.title)}
              </h3>
              <div className="mt-3 flex flex-col gap-2">
                {group.questions.map((item) => (
                  <Question key={item.id} item={item} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
