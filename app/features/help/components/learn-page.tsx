import { learn } from '@content/learn';
import { ArrowUpIcon, BookAIcon } from 'lucide-react';
import type * as React from 'react';
import { Container } from '~/components/page/container';
import { PageHero } from '~/components/page/page-hero';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { HelpLink } from './help-link';
import { useTexts } from '~/i18n';
import helpTexts from '~/i18n/namespaces/help';

/** A guide as its heading and table of contents show it (content/guides, the reader's language). */
export type GuideHeading = { slug: string; title: string; summary: string };
type Guide = GuideHeading & { links: { label: string; href: string }[] };

/** The guides and the glossary, each a card linking to its anchor. */
function Contents({ guides }: { guides: GuideHeading[] }) {
  const { t } = useTexts(helpTexts);
  const { l, number } = useLocale();
  const card =
    'flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm outline-none transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60';
  return (
    <nav id="contents" aria-labelledby="contents-heading" className="scroll-mt-20">
      <h2 id="contents-heading" className="text-2xl font-bold tracking-tight">
        {t('learn.toc')}
      </h2>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide, i) => (
          <li key={guide.slug}>
            <a href={`#${guide.slug}`} className={card}>
              <span className="flex items-baseline gap-2 font-semibold text-primary">
                <span aria-hidden className="text-sm tabular-nums">
                  {number(i + 1)}.
                </span>
                {guide.title}
              </span>
              <span className="text-sm text-muted-foreground">{guide.summary}</span>
            </a>
          </li>
        ))}
        <li>
          <a href="#glossary" className={card}>
            <span className="flex items-center gap-2 font-semibold text-primary">
              <BookAIcon className="size-4" aria-hidden />
              {l(learn.glossary.title)}
            </span>
            <span className="text-sm text-muted-foreground">{l(learn.glossary.lead)}</span>
          </a>
        </li>
      </ol>
    </nav>
  );
}

function BackToContents() {
  const { t } = useTexts(helpTexts);
  return (
    <a
      href="#contents"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowUpIcon className="size-4" aria-hidden />
      {t('learn.backToContents')}
    </a>
  );
}

/** A guide, its number `index` + 1; `children`, its text (content/guides). */
export function GuideSection({
  guide,
  index,
  children,
}: {
  guide: Guide;
  index: number;
  children: React.ReactNode;
}) {
  const { t } = useTexts(helpTexts);
  const { number } = useLocale();
  const heading = `${guide.slug}-heading`;
  return (
    <Card
      as="section"
      padding="none"
      id={guide.slug}
      aria-labelledby={heading}
      className="scroll-mt-20 p-5 sm:p-8"
    >
      <h2 id={heading} className="flex items-baseline gap-3 text-2xl font-bold tracking-tight">
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center self-center rounded-full bg-secondary text-base text-secondary-foreground tabular-nums"
        >
          {number(index + 1)}
        </span>
        {guide.title}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{guide.summary}</p>
      <div className="mt-6 space-y-5 leading-7">{children}</div>
      <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-3 border-t pt-5">
        <p className="text-sm font-semibold">{t('learn.goFurther')}</p>
        <ul className="flex flex-wrap gap-2">
          {guide.links.map((link) => (
            <li key={link.href}>
              <Button asChild variant="outline" size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
                <HelpLink href={link.href}>{link.label}</HelpLink>
              </Button>
            </li>
          ))}
        </ul>
        <span className="ms-auto">
          <BackToContents />
        </span>
      </div>
    </Card>
  );
}

/**
 * The glossary: a definition list; `children`, its terms (GlossaryTerm) in the reader's alphabetical order
 * (`byTerm`).
 */
export function Glossary({ children }: { children: React.ReactNode }) {
  const { l } = useLocale();
  return (
    <section id="glossary" aria-labelledby="glossary-heading" className="scroll-mt-20">
      <h2 id="glossary-heading" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <BookAIcon className="size-6 text-primary" aria-hidden />
        {l(learn.glossary.title)}
      </h2>
      <p className="mt-3 text-lg text-muted-foreground">{l(learn.glossary.lead)}</p>
      <dl className="mt-6 divide-y rounded-xl border bg-card shadow-sm">{children}</dl>
      <p className="mt-6">
        <BackToContents />
      </p>
    </section>
  );
}

/** A term of the glossary, with its anchor (#term-<slug>); `children`, its definition (content/glossary). */
export function GlossaryTerm({
  slug,
  term,
  children,
}: {
  slug: string;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div
      id={`term-${slug}`}
      className="scroll-mt-20 px-5 py-4 target:bg-accent/60 sm:grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6"
    >
      <dt className="font-semibold">{term}</dt>
      <dd className="mt-1 leading-7 text-muted-foreground sm:mt-0">{children}</dd>
    </div>
  );
}

/** Terms in the alphabetical order of `locale`. */
export const byTerm = <T extends { data: { term: string } }>(terms: readonly T[], locale: string) => {
  const collator = new Intl.Collator(locale);
  return terms.toSorted((a, b) => collator.compare(a.data.term, b.data.term));
};

/**
 * /participate/learn: the Learning Centre's `guides` in a table of contents, then `children`: a GuideSection each,
 * and the Glossary.
 */
export function LearnPage({ guides, children }: { guides: GuideHeading[]; children: React.ReactNode }) {
  const { t } = useTexts(helpTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
  return (
    <>
      <PageHero title={l(learn.hero.title)} description={l(learn.hero.lead)} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('crumbParticipate'), to: '/participate' },
            { label: t('learn.crumb') },
          ]}
        />
      </Container>
      <Container className="py-10">
        <Contents guides={guides} />
      </Container>
      <Container className="pb-16">
        <div className="max-w-4xl space-y-10">{children}</div>
      </Container>
    </>
  );
}
