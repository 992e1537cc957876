/**
 * What a built page shows, read with parse5 (the WHATWG parser): its visible text as lines, its <noscript> text,
 * headings, links, head metadata, JSON-LD and the <html> lang and dir. Only what a visitor, a screen reader or a
 * crawler gets is kept, so the attributes of Astro's islands (uid, component-url, renderer-url, props) never
 * enter; asset hashes and CSP hashes are masked in every value kept (`unhash`).
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export interface Page {
  html: string;
  text: string[];
  noscript: string[];
  headings: string[];
  links: string[];
  meta: string[];
  jsonLd: unknown[];
}

/** Where a block ends the text goes on a new line, as the browser lays it out; inline elements run on. */
const BLOCKS = new Set(
  (
    'address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 header hgroup hr legend li main menu nav ol option p pre section summary table tbody td tfoot ' +
    'th thead tr ul'
  ).split(' '),
);
const SKIPPED = new Set(['script', 'style', 'template']);
const HTML = 'http://www.w3.org/1999/xhtml';

/** Vite's content hash in an asset's name (/_astro/page.AbC1-_23.js) and the source hashes of a CSP. */
const unhash = (value: string) =>
  value
    .replace(/(\/_astro\/[^\s"'?#),]*?)\.[\w-]{8}(\.\w+)(?=[\s"'?#),]|$)/g, '$1.[hash]$2')
    .replace(/'(sha256|sha384|sha512|nonce)-[^']*'(\s+'(sha256|sha384|sha512|nonce)-[^']*')*/g, "'[hashes]'");

const isElement = (node: T.Node): node is T.Element => 'tagName' in node;
const attr = (element: T.Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function* elements(node: T.ParentNode): Generator<T.Element> {
  for (const child of node.childNodes)
    if (isElement(child)) {
      yield child;
      yield* elements(child);
    }
}

/** The text of a node as lines: blocks break lines, whitespace is collapsed, <noscript> text goes to `noscript`. */
function collect(node: T.ParentNode, lines: string[], noscript: string[]) {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') lines[lines.length - 1] += (child as T.TextNode).value;
    if (!isElement(child) || SKIPPED.has(child.tagName)) continue;
    const into = child.tagName === 'noscript' ? noscript : lines;
    const block = BLOCKS.has(child.tagName) || into !== lines;
    if (block) into.push('');
    collect(child, into, noscript);
    if (block) into.push('');
  }
}

const linesOf = (node: T.ParentNode) => {
  const lines = [''];
  const noscript = [''];
  collect(node, lines, noscript);
  const tidy = (all: string[]) => all.map(squash).filter(Boolean);
  return { lines: tidy(lines), noscript: tidy(noscript) };
};

/** An element's text on one line; for a link with no text (an icon), its label, title or image's alt. */
const textOf = (element: T.Element) => linesOf(element).lines.join(' ');
const nameOf = (element: T.Element) =>
  textOf(element) ||
  attr(element, 'aria-label') ||
  attr(element, 'title') ||
  [...elements(element)].map((e) => (e.tagName === 'img' ? attr(e, 'alt') : '')).join('');

export function extractPage(source: string): Page {
  // With scripting off, <noscript> is parsed as elements, so its text and links are read like the rest
  const document = parse(source, { scriptingEnabled: false });
  const all = [...elements(document)];
  const html = all.find((e) => e.tagName === 'html');
  const body = all.find((e) => e.tagName === 'body');
  const { lines, noscript } = body ? linesOf(body) : { lines: [], noscript: [] };
  const page: Page = {
    html: `lang=${html && attr(html, 'lang')} dir=${html && attr(html, 'dir')}`,
    text: lines,
    noscript,
    headings: [],
    links: [],
    meta: [],
    jsonLd: [],
  };
  for (const element of all) {
    const tag = element.tagName;
    if (/^h[1-6]$/.test(tag)) page.headings.push(`${tag} ${textOf(element)}`);
    else if (tag === 'a' && attr(element, 'href') !== undefined)
      page.links.push(`${nameOf(element)} <${unhash(attr(element, 'href')!)}>`);
    else if (tag === 'title' && element.namespaceURI === HTML) page.meta.push(`title: ${textOf(element)}`);
    else if (tag === 'meta') {
      const key = ['name', 'property', 'http-equiv'].find((k) => attr(element, k) !== undefined);
      if (key) page.meta.push(`${key}=${attr(element, key)}: ${unhash(attr(element, 'content') ?? '')}`);
      else if (attr(element, 'charset')) page.meta.push(`charset: ${attr(element, 'charset')}`);
    } else if (tag === 'link') {
      const rel = attr(element, 'rel')?.toLowerCase().split(/\s+/) ?? [];
      const href = unhash(attr(element, 'href') ?? '');
      if (rel.includes('canonical')) page.meta.push(`canonical: ${href}`);
      if (rel.includes('alternate'))
        page.meta.push(`alternate ${attr(element, 'hreflang') ?? attr(element, 'type') ?? ''}: ${href}`);
    } else if (tag === 'script' && attr(element, 'type')?.trim().toLowerCase() === 'application/ld+json') {
      const json = element.childNodes.map((c) => (c as T.TextNode).value ?? '').join('');
      try {
        page.jsonLd.push(JSON.parse(unhash(json)));
      } catch {
        page.jsonLd.push({ 'invalid JSON': squash(json) });
      }
    }
  }
  // The head's order is no part of what a page says: its entries are compared as a set
  page.meta.sort();
  return page;
}
