import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../core/search/build-index.ts';
import { createSearch } from '../core/search/engine.ts';
import { resultsHtml } from './search.ts';

const search = createSearch(
  buildSearchIndex([
    {
      id: 'page:/x',
      type: 'page',
      path: '/about',
      title: { en: 'About <b>Hail</b>', ar: 'عن <b>حائل</b>' },
      text: { en: 'Fish & "chips" <script>alert(1)</script>', ar: 'نص' },
    },
  ]),
);

describe('search results without JavaScript', () => {
  it('escapes every text and keeps the query in the filter links', () => {
    const html = resultsHtml(search, 'hail <script>', undefined, 'en');
    expect(html).not.toMatch(/<script>|<b>/);
    expect(html).toContain('About &lt;b&gt;<mark>Hail</mark>&lt;/b&gt;');
    expect(html).toContain('href="/search?q=hail+%3Cscript%3E"');
  });

  it('links and labels in Arabic', () => {
    const html = resultsHtml(search, 'hail', 'page', 'ar');
    expect(html).toContain('href="/ar/about"');
    expect(html).toContain('الصفحات (1)');
    expect(html).toContain('aria-current="page"');
  });

  it('says when nothing matches', () => {
    expect(resultsHtml(search, 'zebra', undefined, 'ar')).toContain('لا شيء يطابق هذا البحث.');
  });
});
