import { describe, expect, it } from 'vitest';
import { bootFiles, DeferHydrationError, deferHydration, PRELOAD_BATCH } from './defer-hydration.ts';

// The shape of React Router 7's prerendered page (shortened).
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="modulepreload" href="/assets/about.js"/></head><body><h1>About</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; ',
  'import * as route1 from "/assets/about.js"; window.__reactRouterRouteModules = {"root":route0,"about":route1}; ',
  'import("/assets/entry.client.js");</script></body></html>',
].join('');

describe('deferHydration', () => {
  const out = deferHydration(page, 'about/index.html');

  it('leaves no preload or module script to load before the first paint', () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<h1>About</h1>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it('after the first frame, preloads the same files and imports the same modules in the same order', () => {
    const boot = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(boot).toContain(
      'var hrefs=["/assets/manifest.js","/assets/entry.client.js","/assets/root.js","/assets/about.js"]',
    );
    const order = [...boot.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/about.js',
      '/assets/entry.client.js',
    ]);
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"about":route1}');
    expect(boot).not.toContain('__earlyInput'); // React Router's own pages hold nothing
  });

  it('names its files where bootFiles (the start-up test, the Lighthouse bench) reads them', () => {
    expect(bootFiles(out)).toEqual([
      '/assets/manifest.js',
      '/assets/entry.client.js',
      '/assets/root.js',
      '/assets/about.js',
    ]);
    expect(bootFiles(page)).toEqual([]);
  });

  /** Runs the boot script without a DOM: the browser's frames, timers and paint entries are delivered by hand. */
  function boot(options: { paintEntries: boolean; hidden?: boolean }, html = out) {
    const script = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html)![1]!;
    const browser = {
      imported: [] as string[],
      frames: [] as (() => void)[],
      timers: [] as { run: () => void; ms: number }[],
      links: [] as string[],
      observers: [] as ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[],
      window: {} as Record<string, unknown>,
    };
    class PerformanceObserver {
      static supportedEntryTypes = options.paintEntries ? ['paint', 'largest-contentful-paint'] : [];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void) {
        browser.observers.push((list) => callback(list, this));
      }
      observe() {}
      disconnect() {
        browser.observers = [];
      }
    }
    browser.window.PerformanceObserver = PerformanceObserver;
    const document = {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: () => ({}),
      head: { appendChild: (l: { href: string }) => browser.links.push(l.href) },
    };
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'window',
      '__import',
      script.replace(/\bimport\(/g, '__import('),
    )(
      document,
      (f: () => void) => browser.frames.push(f),
      (run: () => void, ms: number) => browser.timers.push({ run, ms }),
      browser.window,
      async (url: string) => (browser.imported.push(url), { url }),
    );
    return browser;
  }
  /** Runs the timers due by `ms` once (those they set wait for the next call). */
  const tick = (browser: ReturnType<typeof boot>, ms: number) => {
    const now = browser.timers.filter((t) => t.ms <= ms);
    browser.timers = browser.timers.filter((t) => t.ms > ms);
    now.forEach((t) => t.run());
    return now.length;
  };
  /** Runs the timers due by `ms`, and those they set, until none is left. */
  const due = (browser: ReturnType<typeof boot>, ms: number) => {
    while (tick(browser, ms));
  };
  const settled = () => new Promise((r) => setTimeout(r, 0));
  const order = ['/assets/manifest.js', '/assets/root.js', '/assets/about.js', '/assets/entry.client.js'];

  it('starts once the first content is painted, and hydrates the page (a DOM-free run of the script)', async () => {
    const browser = boot({ paintEntries: true });
    browser.frames.forEach((f) => f());
    due(browser, 0);
    expect(browser.imported).toEqual([]); // frames alone do not start it
    const entries = (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []);
    browser.observers.forEach((o) => o({ getEntriesByName: () => [] })); // a paint without content
    due(browser, 0);
    expect(browser.imported).toEqual([]);
    browser.observers.forEach((o) => o({ getEntriesByName: entries }));
    due(browser, 0);
    await settled();
    expect(browser.links).toHaveLength(4);
    expect(browser.imported).toEqual(order);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      about: { url: '/assets/about.js' },
    });
    due(browser, 3000); // the safety timer does not start it twice
    await settled();
    expect(browser.imported).toEqual(order);
  });

  it('without paint entries, starts after the first frame; in the background, at once', async () => {
    const browser = boot({ paintEntries: false });
    browser.frames.shift()!();
    due(browser, 0);
    expect(browser.imported).toEqual([]);
    browser.frames.shift()!();
    due(browser, 0);
    await settled();
    expect(browser.imported).toEqual(order);

    const hidden = boot({ paintEntries: true, hidden: true });
    await settled();
    expect(hidden.imported).toEqual(order);
  });

  it('adds the preload links a few per task, the first batch before the imports', async () => {
    const names = Array.from({ length: 3 * PRELOAD_BATCH + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = page.replace(
      '</head>',
      `${names.map((name) => `<link rel="modulepreload" href="${name}"/>`).join('')}</head>`,
    );
    const all = [
      '/assets/manifest.js',
      '/assets/entry.client.js',
      '/assets/root.js',
      '/assets/about.js',
      ...names,
    ];
    const browser = boot({ paintEntries: true, hidden: true }, deferHydration(many, 'about/index.html'));
    expect(browser.links).toEqual(all.slice(0, PRELOAD_BATCH));
    await settled();
    expect(browser.imported).toEqual(order);
    let tasks = 1;
    while (tick(browser, 0)) {
      tasks++;
      expect(browser.links.length).toBe(Math.min(tasks * PRELOAD_BATCH, all.length));
    }
    expect(browser.links).toEqual(all);
    expect(tasks).toBe(Math.ceil(all.length / PRELOAD_BATCH));
  });

  it('starts within three seconds on a page that paints no content', async () => {
    const browser = boot({ paintEntries: true });
    due(browser, 2999);
    expect(browser.imported).toEqual([]);
    due(browser, 3000);
    await settled();
    expect(browser.imported).toEqual(order);
  });

  it("loads an islands page's islands instead of React Router, without the router's data", () => {
    const islandsPage = page.replace('<html>', '<html lang="en" data-hydrate="islands">').replace(
      '<h1>About</h1>',
      '<div data-island="header" data-when="used" class="contents"><header></header></div><h1>About</h1>' +
        // Two islands sharing the page's props, one starting when near
        '<div data-island="chart" data-props-from="p" class="contents"></div>' +
        '<div data-island="map" data-props-from="p" data-when="near" class="contents"></div>',
    );
    const islands = {
      entry: '/assets/islands.js',
      files: ['/assets/react.js', '/assets/islands.js'],
      islands: { header: ['/assets/header.js'], chart: ['/assets/chart.js'], map: ['/assets/map.js'] },
    };
    const html = deferHydration(islandsPage, 'about/index.html', islands);
    const script = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html)![1]!;
    // The entry's files and those of the page's islands but the one that starts when near (the map): the header
    // starts when reached for, its code there before
    expect(script).toContain(
      'var hrefs=["/assets/react.js","/assets/islands.js","/assets/header.js","/assets/chart.js"]',
    );
    // The entry's modules are evaluated one at a time, each in a task of its own, the entry last
    expect([...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      '/assets/react.js',
      '/assets/islands.js',
    ]);
    expect(script).toContain(
      'await import("/assets/react.js");await new Promise(function(r){setTimeout(r,0)});await import("/assets/islands.js");',
    );
    // From the page's parse, clicks and keys in its islands are held for the islands' script; if the script
    // fails to load, the held clicks go to the page as it is
    expect(script).toMatch(/^\(function\(\)\{var started=false;var early=window\.__earlyInput=/);
    expect(script).toContain('}catch(error){letGo();throw error}');
    expect(script).not.toContain('__reactRouterRouteModules');
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toMatch(/root\.js|about\.js|entry\.client/);
    expect(html).toContain('<h1>About</h1>');
    // A page of islands built without the islands entry, or with an island it does not have, is a broken build
    expect(() => deferHydration(islandsPage, 'about/index.html')).toThrow(/no islands entry/);
    expect(() =>
      deferHydration(islandsPage, 'about/index.html', { ...islands, islands: { map: ['/assets/map.js'] } }),
    ).toThrow(/no island "header"/);
  });

  it('leaves a page without React Router code alone and stops on an output it does not know', () => {
    expect(deferHydration('<h1>Plain</h1>', 'plain.html')).toBe('<h1>Plain</h1>');
    expect(() => deferHydration('<link rel="modulepreload" href="/a.js"/>', 'x.html')).toThrow(
      DeferHydrationError,
    );
    expect(() =>
      deferHydration(page.replace('import "/assets/manifest.js";', 'import { x } from "/m.js";'), 'x.html'),
    ).toThrow(/import this step does not know/);
  });
});
