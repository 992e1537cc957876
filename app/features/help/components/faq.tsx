import { support } from '@content/support';
import { ChevronDownIcon, LinkIcon } from 'lucide-react';
import type * as React from 'react';
import { Section } from '~/components/page/section';
import type { TFunction } from 'i18next';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import helpTexts from '~/i18n/namespaces/help';

const list = 'faq-questions';

/**
 * What the FAQ's search (./faq-search.tsx, an island) is given: the id of the list it narrows, and how many
 * questions there are (`count`), said as the page is built in its language: the island shows it till something is
 * typed, and does not make the browser's first number format as it starts (15-20 ms on this machine).
 */
export const faqSearchProps = (t: TFunction, count: number) => ({
  list,
  total: t('help:support.count', { count }),
});

/**
 * A question (`slug`, `question`): its summary opens the answer (`children`, content/faq); the answer ends with a
 * link to the question itself.
 */
export function FaqQuestion({
  slug,
  question,
  children,
}: {
  slug: string;
  question: string;
  children: React.ReactNode;
}) {
  const { t } = useTexts(helpTexts);
  const anchor = `faq-${slug}`;
  return (
    <details id={anchor} className="group scroll-mt-20 overflow-hidden rounded-xl border bg-card shadow-sm">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDownIcon
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="space-y-4 px-5 pb-5 leading-7">
        {children}
        <p data-self-link>
          <a
            href={`#${anchor}`}
            aria-label={t('support.linkLabel', { question })}
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

/** A group of questions (content/support.ts's `groups`); `children`, its FaqQuestions. */
export function FaqGroup({ id, children }: { id: string; children: React.ReactNode }) {
  const { l } = useLocale();
  const group = support.faq.groups.find((g) => g.id === id)!;
  const heading = `faq-group-${id}`;
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="text-lg font-semibold">
        {l(group.title)}
      </h3>
      <div className="mt-3 flex flex-col gap-2">{children}</div>
    </section>
  );
}

/**
 * The frequently asked questions (`children`, a FaqGroup each), each a native <details> that opens without script
 * (and from the address's #faq-<id>); `search` is the field (an island) that keeps the questions that contain
 * every word typed.
 */
export function Faq({ search, children }: { search?: React.ReactNode; children: React.ReactNode }) {
  const { l } = useLocale();
  return (
    <Section id="faq" title={l(support.faq.title)} description={l(support.faq.lead)} className="scroll-mt-20">
      {search}
      <div id={list} className="mt-6 max-w-4xl space-y-8">
        {children}
      </div>
    </Section>
  );
}
