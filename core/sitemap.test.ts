import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';

const site = { url: 'https://hailhub.sa' };

/** The elements of a small XML document, checking that every tag is closed in order. */
function elements(xml: string) {
  const found: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const open: string[] = [];
  for (const [, closing, name, rest = '', selfClosing, text] of xml
    .replace(/^<\?xml[^>]*\?>\s*/, '')
    .matchAll(/<(\/?)([\w:]+)([^>]*?)(\/?)>([^<]*)/g)) {
    if (closing) {
      expect(open.pop(), `</${name}>`).toBe(name);
      continue;
    }
    const attributes = Object.fromEntries(
      [...rest.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    found.push({ name: name!, attributes, text: text!.trim() });
    if (!selfClosing) open.push(name!);
  }
  expect(open).toEqual([]);
  return found;
}

describe('sitemapXml', () => {
  const xml = sitemapXml(['/', '/data/catalogue', '/ar/data/catalogue', '/a&b'], site);
  const all = elements(xml);

  it('lists every page in English and Arabic, once each, with absolute addresses', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(all[0]?.attributes).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    expect(all.filter((e) => e.name === 'loc').map((e) => e.text)).toEqual([
      'https://hailhub.sa/',
      'https://hailhub.sa/ar',
      'https://hailhub.sa/data/catalogue',
      'https://hailhub.sa/ar/data/catalogue',
      'https://hailhub.sa/a&amp;b',
      'https://hailhub.sa/ar/a&amp;b',
    ]);
  });

  it('names the English, Arabic and default alternates of each entry', () => {
    const urls: (typeof all)[] = [];
    for (const e of all) {
      if (e.name === 'url') urls.push([]);
      else if (e.name !== 'urlset') urls.at(-1)!.push(e);
    }
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const links = url
        .filter((e) => e.name === 'xhtml:link')
        .map((e) => [e.attributes.hreflang, e.attributes.href]);
      expect(links.map(([lang]) => lang)).toEqual(['en', 'ar', 'x-default']);
      expect(links.every(([, href]) => href!.startsWith('https://hailhub.sa/'))).toBe(true);
    }
    const catalogue = urls[3]!.filter((e) => e.name === 'xhtml:link').map((e) => e.attributes.href);
    expect(catalogue).toEqual([
      'https://hailhub.sa/data/catalogue',
      'https://hailhub.sa/ar/data/catalogue',
      'https://hailhub.sa/data/catalogue',
    ]);
  });

  it('refuses a path that is not a site path', () => {
    expect(() => sitemapXml(['data'], site)).toThrow(/must start with \//);
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://hailhub.sa/sitemap.xml\n');
  });
});

describe('sitemapIndexXml', () => {
  it('names each sitemap on the absolute address', () => {
    expect(sitemapIndexXml(['/sitemap-pages.xml', '/sitemap-datasets-1.xml'], site)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://hailhub.sa/sitemap-pages.xml</loc></sitemap>',
        '  <sitemap><loc>https://hailhub.sa/sitemap-datasets-1.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
