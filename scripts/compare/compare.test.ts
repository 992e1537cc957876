import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareBuilds } from './builds.ts';
import { comparePages } from './diff.ts';
import { extractPage } from './extract.ts';
import { markdown, summary } from './report.ts';

/** A built page as Astro writes one, each part replaceable. */
type Parts = Partial<
  Record<'lang' | 'heading' | 'href' | 'name' | 'hash' | 'uid' | 'csp' | 'jsonLd', string>
>;
const page = ({
  lang = 'lang="en" dir="ltr"',
  heading = 'Open data for Hail',
  href = '/data',
  name = 'Population',
  hash = 'BZ8-p501',
  uid = 'Z1eJzlr',
  csp = "'sha256-abc='",
  jsonLd = `{"@context":"https://schema.org","@type":"Dataset","name":"${name}","url":"http://localhost:3000/data"}`,
}: Parts = {}) => `<!DOCTYPE html><html ${lang}><head><meta charset="utf-8">
<meta http-equiv="content-security-policy" content="script-src 'self' ${csp}">
<title>Hail</title><meta name="description" content="Indicators"><link rel="stylesheet" href="/_astro/meta.${hash}.css">
<meta property="og:image" content="http://localhost:3000/_astro/og.${hash}.png">
<link rel="alternate" hreflang="ar" href="http://localhost:3000/ar"><link rel="canonical" href="http://localhost:3000/">
<script type="application/ld+json">${jsonLd}</script><script>console.log("${uid}")</script></head>
<body><style>.x{color:red}</style><h1>${heading}</h1><p>Figures  for
  the region.</p><a href="${href}">Data &amp; Indicators</a><a href="/_astro/guide.${hash}.pdf">Guide</a>
<astro-island uid="${uid}" prefix="r5" component-url="/_astro/search-panel.${hash}.js" component-export="default"
 renderer-url="/_astro/client.${hash}.js" props="{&quot;id&quot;:[0,&quot;${uid}&quot;]}" ssr client="visible">
<div>Search</div><template data-astro-template>${uid}</template></astro-island><noscript>Enter searches</noscript>
<script type="module" src="/_astro/page.${hash}.js"></script></body></html>`;

const differences = (after: Parts) => comparePages(extractPage(page()), extractPage(page(after)));

describe('comparing two builds of a page', () => {
  it('reads what the page shows', () => {
    const read = extractPage(page());
    expect(read.html).toBe('lang=en dir=ltr');
    expect(read.headings).toEqual(['h1 Open data for Hail']);
    expect(read.text).toEqual([
      'Open data for Hail',
      'Figures for the region.',
      'Data & IndicatorsGuide',
      'Search',
    ]);
    expect(read.noscript).toEqual(['Enter searches']);
    expect(read.links).toEqual(['Data & Indicators </data>', 'Guide </_astro/guide.[hash].pdf>']);
    expect(read.meta).toContain('canonical: http://localhost:3000/');
    expect(read.meta).toContain('alternate ar: http://localhost:3000/ar');
    expect(read.meta).toContain("http-equiv=content-security-policy: script-src 'self' '[hashes]'");
  });

  it('is the same for the same page', () => expect(differences({})).toEqual([]));

  it('reports a changed heading', () =>
    expect(differences({ heading: 'Open data for Al-Jouf' })).toContainEqual({
      kind: 'headings',
      at: '1 of 1',
      before: ['h1 Open data for Hail'],
      after: ['h1 Open data for Al-Jouf'],
    }));

  it('reports a changed link', () =>
    expect(differences({ href: '/ar/data' })).toEqual([
      {
        kind: 'links',
        at: '1 of 2',
        before: ['Data & Indicators </data>'],
        after: ['Data & Indicators </ar/data>'],
      },
    ]));

  it('reports a changed JSON-LD value by its path, and not a change of key order', () => {
    expect(differences({ name: 'Births' })).toEqual([
      { kind: 'jsonLd', at: '$[0].name', before: ['"Population"'], after: ['"Births"'] },
    ]);
    const reordered =
      '{"name":"Population","url":"http://localhost:3000/data","@type":"Dataset","@context":"https://schema.org"}';
    expect(differences({ jsonLd: reordered })).toEqual([]);
  });

  it('reports a changed lang and dir', () =>
    expect(differences({ lang: 'lang="ar" dir="rtl"' })).toEqual([
      { kind: 'html', at: '', before: ['lang=en dir=ltr'], after: ['lang=ar dir=rtl'] },
    ]));

  it('ignores asset hashes, island uids, component and renderer urls, props and CSP hashes', () =>
    expect(differences({ hash: 'AbC123_x', uid: '1pkh2Y', csp: "'sha256-def=' 'sha256-ghi='" })).toEqual([]));
});

describe('comparing two build directories', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'compare-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const build = (name: string, pages: Record<string, string>) => {
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(root, name, file)), { recursive: true });
      writeFileSync(path.join(root, name, file), html);
    }
    return path.join(root, name);
  };

  it('lists the pages on one side only, and summarises the differences before → after', () => {
    const before = build('before', {
      'index.html': page(),
      'about/index.html': page(),
      'ar/about/index.html': page(),
      '404.html': page(),
    });
    const after = build('after', {
      'index.html': page({ hash: 'XyZ98765' }),
      'about/index.html': page({ heading: 'About Hail' }),
      '404.html': page(),
      'ar/new/index.html': page(),
    });
    const outcome = compareBuilds(before, after);
    expect(outcome).toMatchObject({
      compared: 3,
      identical: 2,
      onlyBefore: ['/ar/about'],
      onlyAfter: ['/ar/new'],
    });
    expect([...outcome.different.keys()]).toEqual(['/about']);
    const text = summary(outcome);
    expect(text).toContain('3 pages compared');
    expect(text).toContain('only before (1): /ar/about');
    expect(text).toContain('headings: 1 page\n  /about (1 of 1): h1 Open data for Hail → h1 About Hail');
    expect(markdown(outcome)).toContain(
      '## /about\n\nheadings, 1 of 1:\n\n```diff\n- h1 Open data for Hail\n+ h1 About Hail\n```',
    );
  });
});
