import { textMarks } from '@content/learn';

export type RichSegment =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

/** The pieces of a content text (content/learn.ts's marks): plain text, `code` and [links](address), in order. */
export function parseRichText(text: string): RichSegment[] {
  const segments: RichSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(textMarks, 'g'))) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[3] !== undefined) segments.push({ kind: 'code', text: match[3] });
    else segments.push({ kind: 'link', text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** A content text without its marks, as a reader sees it. */
export const plainText = (text: string) =>
  parseRichText(text)
    .map((s) => s.text)
    .join('');
