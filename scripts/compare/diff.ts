/**
 * The differences between what two builds of one page show, by kind, each with its before and after: for a list
 * (text lines, headings, links, head entries) the span between the first and the last entry that differ; for
 * JSON-LD each value that differs, by its path.
 */
import type { Page } from './extract.ts';

export const KINDS = {
  html: 'lang and dir of the html element',
  meta: 'title, meta tags, alternates and canonical',
  headings: 'headings',
  links: 'links',
  text: 'visible text',
  noscript: 'noscript text',
  jsonLd: 'JSON-LD',
} as const;
export type Kind = keyof typeof KINDS;

export interface Difference {
  kind: Kind;
  /** Where in the page: the entries of its list ("3–4 of 80") or a JSON-LD path ("$[0].name"); none for lang and dir */
  at: string;
  before: string[];
  after: string[];
}

/** The middle of two lists once their common start and end are set aside. */
function diffLists(before: string[], after: string[]) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  if (start === before.length && start === after.length) return undefined;
  return {
    start,
    before: before.slice(start, before.length - end),
    after: after.slice(start, after.length - end),
  };
}

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** Every value that differs between two JSON values, by path; key order is no difference. */
function diffJson(before: unknown, after: unknown, at = '$'): Difference[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(before) && Array.isArray(after))
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) =>
      diffJson(before[i], after[i], `${at}[${i}]`),
    ).flat();
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => diffJson(before[key], after[key], `${at}.${key}`));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ kind: 'jsonLd', at, before: [show(before)], after: [show(after)] }];
}

const LISTS = ['html', 'meta', 'headings', 'links', 'text', 'noscript'] as const;

export function comparePages(before: Page, after: Page): Difference[] {
  const lists = LISTS.flatMap((kind): Difference[] => {
    const a = kind === 'html' ? [before.html] : before[kind];
    const b = kind === 'html' ? [after.html] : after[kind];
    const middle = diffLists(a, b);
    if (!middle) return [];
    const { start, before: removed, after: added } = middle;
    const span = Math.max(removed.length, added.length, 1);
    const where = span === 1 ? `${start + 1}` : `${start + 1}–${start + span}`;
    return [{ kind, at: kind === 'html' ? '' : `${where} of ${a.length}`, before: removed, after: added }];
  });
  return [...lists, ...diffJson(before.jsonLd, after.jsonLd)];
}
