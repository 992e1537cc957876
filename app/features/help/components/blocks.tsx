import type { Block } from '@content/learn';
import { site } from '@content/site';
import { InfoIcon } from 'lucide-react';
import type * as React from 'react';
import { absolute, localize, paths } from '@core/paths';
import type { Localized } from '@core/schema';
import { useLocale } from '~/i18n/use-locale';
import type { LearnData } from '../lib/learn-data';
import { HelpLink } from './help-link';
import { RichText } from './rich-text';
import { textLink } from './text-link';
import { useTexts } from '~/i18n';
import helpTexts from '~/i18n/namespaces/help';

/**
 * Code, a request or an address to copy, left to right in both languages; `children`, its Copy button (the page's
 * island of ~/components/copy-text).
 */
export function CodeBlock({
  label,
  code,
  children,
}: {
  label: string;
  code: string;
  children?: React.ReactNode;
}) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      <pre
        dir="ltr"
        className="mt-2 rounded-xl border bg-muted/40 p-3 text-start text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-wrap"
      >
        <code>{code}</code>
      </pre>
      {children}
    </figure>
  );
}

/** A code block's label and code in the reader's language (`l`); code written once is the same in both. */
export const codeOf = (block: Extract<Block, { type: 'code' }>, l: (text: Localized) => string) => ({
  label: l(block.label),
  code: typeof block.code === 'string' ? block.code : l(block.code),
});

/** The citation of an example dataset, as its own page gives it, with the day it was accessed. */
function Citation({ block, data }: { block: Extract<Block, { type: 'citation' }>; data: LearnData }) {
  const { t } = useTexts(helpTexts);
  const { l, locale, year } = useLocale();
  const d = data.citations[block.dataset];
  if (!d) return null;
  const page = localize(paths.dataset(d.slug), locale);
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        {t('learn.example')}{' '}
        <HelpLink href={paths.dataset(d.slug)} className={textLink}>
          {l(d.title)}
        </HelpLink>
      </p>
      <blockquote className="mt-2 rounded-xl border bg-muted/40 p-4 text-sm [overflow-wrap:anywhere]">
        {t('learn.citation', {
          publisher: l(d.publisher),
          year: year(d.year),
          title: l(d.title),
          site: l(site.name),
          url: absolute(site.url, page),
          accessed: l(block.accessed),
        })}
      </blockquote>
    </div>
  );
}

/** The licences the catalogue's datasets carry today, each with its text in the reader's language. */
function Licences({ data }: { data: LearnData }) {
  const { t } = useTexts(helpTexts);
  const { l, locale } = useLocale();
  return (
    <div className="rounded-xl border border-primary/30 bg-secondary/50 p-4">
      <p className="font-semibold">{t('learn.licences')}</p>
      <ul className="mt-2 space-y-1">
        {data.licences.map(({ id, name, deed, count }) => (
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

/** The parts of a guide or an answer, in order. `data` (the Learning Centre's) draws citations and licences. */
export function Blocks({ blocks, data }: { blocks: readonly Block[]; data?: LearnData }) {
  const { l } = useLocale();
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'text':
        return (
          <p key={i}>
            <RichText text={block.text} />
          </p>
        );
      case 'note':
        return (
          <p key={i} className="flex gap-2.5 rounded-lg border bg-muted/50 p-3 text-sm">
            <InfoIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              <RichText text={block.text} />
            </span>
          </p>
        );
      case 'steps':
      case 'list': {
        const List = block.type === 'steps' ? 'ol' : 'ul';
        return (
          <List
            key={i}
            className={`space-y-2 ps-6 marker:font-semibold marker:text-primary ${block.type === 'steps' ? 'list-decimal' : 'list-disc'}`}
          >
            {block.items.map((item) => (
              <li key={item.en} className="ps-1">
                <RichText text={item} />
              </li>
            ))}
          </List>
        );
      }
      case 'terms':
        return (
          <dl key={i} className="divide-y rounded-xl border">
            {block.items.map((item) => (
              <div
                key={item.term.en}
                className="px-4 py-3 sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6"
              >
                <dt className="font-semibold">{l(item.term)}</dt>
                <dd className="mt-1 text-muted-foreground sm:mt-0">
                  <RichText text={item.text} />
                </dd>
              </div>
            ))}
          </dl>
        );
      case 'code':
        return <CodeBlock key={i} {...codeOf(block, l)} />;
      case 'pattern':
        return (
          <blockquote
            key={i}
            className="rounded-xl border-s-4 border-primary bg-secondary/50 p-4 font-medium"
          >
            {l(block.text)}
          </blockquote>
        );
      case 'citation':
        return data ? <Citation key={i} block={block} data={data} /> : null;
      case 'licences':
        return data ? <Licences key={i} data={data} /> : null;
    }
  });
}
