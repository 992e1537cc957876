import { parseRichText } from '../lib/rich-text';
import type { Localized } from '@content/schema';
import { useLocale } from '~/i18n/use-locale';
import { HelpLink } from './help-link';
import { textLink } from './text-link';

export const inlineCode =
  'rounded bg-muted px-1 py-0.5 font-mono text-[0.875em] [overflow-wrap:anywhere] text-foreground';

/** A content text in the reader's language, its [links](address) and `code` drawn. */
export function RichText({ text }: { text: Localized }) {
  const { l } = useLocale();
  return parseRichText(l(text)).map((segment, i) =>
    segment.kind === 'text' ? (
      segment.text
    ) : segment.kind === 'code' ? (
      <code key={i} dir="ltr" className={inlineCode}>
        {segment.text}
      </code>
    ) : (
      <HelpLink key={i} href={segment.href} className={textLink}>
        {segment.text}
      </HelpLink>
    ),
  );
}
