import { describe, expect, it } from 'vitest';
import { DeferHydrationError, deferHydration } from './defer-hydration.ts';

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
      '["/assets/manifest.js","/assets/entry.client.js","/assets/root.js","/assets/about.js"]',
    );
    expect(boot).toContain('requestAnimationFrame(function(){setTimeout(start,0)})');
    const order = [...boot.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/about.js',
      '/assets/entry.client.js',
    ]);
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"about":route1}');
  });

  it('runs the boot script once and hydrates the page (a DOM-free run of the script)', async () => {
    const boot = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(out)![1]!;
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const head = { links: [] as string[], appendChild: (l: { href: string }) => head.links.push(l.href) };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'window',
      '__import',
      boot.replace(/\bimport\(/g, '__import('),
    );
    const window: Record<string, unknown> = {};
    run(
      { createElement: () => ({}), head },
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
      window,
      async (url: string) => (imported.push(url), { url }),
    );
    expect(imported).toEqual([]); // nothing before the first frame
    frames.forEach((f) => f());
    timers.forEach((f) => f());
    await new Promise((r) => setTimeout(r, 0));
    expect(head.links).toHaveLength(4);
    expect(imported).toEqual([
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/about.js',
      '/assets/entry.client.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      about: { url: '/assets/about.js' },
    });
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
