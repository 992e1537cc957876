/**
 * The results page without JavaScript: GET /search?q=&type= (and /ar/search) answers with the prerendered page
 * and, inside its <noscript>, the results the search dialog would show — computed here with the same engine and
 * index (build/client/search/index.json). With JavaScript the browser ignores that block and the page searches
 * by itself. Without a query, the page as built.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localize, type Language } from '../core/paths.ts';
import { createSearch, type Search } from '../core/search/engine.ts';
import { presentHit } from '../core/search/present.ts';
import {
  SEARCH_INDEX,
  searchTypes,
  typeNames,
  type SearchIndex,
  type SearchType,
} from '../core/search/records.ts';
import type { markMatches } from '../core/search/terms.ts';
import { escape } from './staff/html.ts';

/** Results listed without JavaScript; the filters narrow them down. */
const LIMIT = 50;
const PLACEHOLDER = /<div data-search-results="true"><\/div>/;

const words = {
  en: {
    for: 'Results for “{q}”',
    results: 'Results',
    all: 'All',
    none: 'Nothing matches this search.',
    more: 'The first {n} are listed: choose a type to narrow them down.',
  },
  ar: {
    for: 'نتائج البحث عن «{q}»',
    results: 'النتائج',
    all: 'الكل',
    none: 'لا شيء يطابق هذا البحث.',
    more: 'تُعرض أول {n} نتيجة: اختر نوعًا لتضييقها.',
  },
};

const marked = (pieces: ReturnType<typeof markMatches>) =>
  pieces.map((p) => (p.mark ? `<mark>${escape(p.text)}</mark>` : escape(p.text))).join('');

/** The results as HTML, every text escaped. */
export function resultsHtml(search: Search, q: string, type: SearchType | undefined, lang: Language) {
  const w = words[lang];
  const results = search.search(q);
  const { counts } = results;
  const total = type ? (counts[type] ?? 0) : results.total;
  const hits = results.best(LIMIT, type);
  const base = localize('/search', lang);
  const link = (t?: SearchType) => `${base}?${new URLSearchParams({ q, ...(t ? { type: t } : {}) })}`;
  const filters = [undefined, ...searchTypes.filter((t) => counts[t])]
    .map((t) => {
      const label = `${t ? typeNames[t].many[lang] : w.all} (${t ? counts[t] : results.total})`;
      return `<li><a href="${escape(link(t))}"${t === type ? ' aria-current="page"' : ''}>${escape(label)}</a></li>`;
    })
    .join('');
  const items = hits
    .map((hit) => {
      const { title, snippet, snippetLang } = presentHit(hit, lang, 240);
      const href = localize(hit.record.path, lang);
      return `<li class="px-4 py-3"><a class="font-semibold text-primary underline" href="${escape(href)}">${marked(title)}</a> <span class="text-xs text-muted-foreground">· ${escape(typeNames[hit.record.type].one[lang])}</span><p class="text-sm text-muted-foreground" lang="${snippetLang}" dir="auto">${marked(snippet)}</p></li>`;
    })
    .join('');
  return [
    `<h2 class="text-xl font-semibold">${escape(w.for.replace('{q}', q))}</h2>`,
    `<p>${escape(w.results)}: ${total}</p>`,
    results.total ? `<ul class="my-4 flex flex-wrap gap-3 text-sm">${filters}</ul>` : '',
    hits.length ? `<ol class="divide-y rounded-xl border">${items}</ol>` : `<p>${escape(w.none)}</p>`,
    total > LIMIT ? `<p class="mt-2 text-sm">${escape(w.more.replace('{n}', String(LIMIT)))}</p>` : '',
  ].join('');
}

export async function searchWithoutScript(
  app: FastifyInstance,
  {
    root,
    sendHtml,
  }: { root: string; sendHtml: (reply: FastifyReply, file: string, body: string) => FastifyReply },
) {
  let search: Promise<Search> | undefined;
  const engine = () =>
    (search ??= readFile(path.join(root, SEARCH_INDEX), 'utf8').then((text) =>
      createSearch(JSON.parse(text) as SearchIndex),
    ));

  for (const lang of ['en', 'ar'] as const) {
    const file = path.join(localize('/search', lang).slice(1), 'index.html');
    // Read once, like the index: the build does not change under a running server
    let built: Promise<string> | undefined;
    const page = () => (built ??= readFile(path.join(root, file), 'utf8'));
    app.get(localize('/search', lang), async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
      if (!q) return reply.sendFile(file);
      const type = searchTypes.find((t) => t === query.type);
      const [html, s] = await Promise.all([page(), engine()]);
      // Only inside the noscript block: the rest of the page must stay as built, or hydrating it would fail
      const body = html.replace(
        PLACEHOLDER,
        `<div data-search-results="true">${resultsHtml(s, q, type, lang)}</div>`,
      );
      return sendHtml(reply, file, body);
    });
  }
}
