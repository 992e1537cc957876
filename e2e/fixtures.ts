import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error, on any Content-Security-Policy violation (the page's event and
 * the browser's console report, which also covers workers) and on a text missing from the translations; console
 * errors are collected for tests that expect some.
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[]; missingTexts: string[] }>(
  {
    cspViolations: [
      async ({ page }, use) => {
        const violations: string[] = [];
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
          ),
        );
        page.on('console', (msg) => {
          if (/Content Security Policy|CSP violation/i.test(msg.text())) violations.push(msg.text());
        });
        await use(violations);
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      },
      { auto: true },
    ],
    // A text an island shows that its translations lack (app/i18n: a namespace not named in useTexts, a wrong key)
    missingTexts: [
      async ({ page }, use) => {
        const missing: string[] = [];
        page.on('console', (msg) => {
          if (msg.text().startsWith('i18next: missing text')) missing.push(msg.text());
        });
        await use(missing);
        expect(missing, 'texts missing from the translations').toEqual([]);
      },
      { auto: true },
    ],
    consoleErrors: async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      const pageErrors: Error[] = [];
      page.on('pageerror', (err) => pageErrors.push(err));
      await use(errors);
      expect(pageErrors, 'uncaught errors on the page').toEqual([]);
    },
  },
);
export { expect };

/** The option a select (the browser's own) shows: `expect(chosen(select)).toHaveText(…)`. */
export const chosen = (select: Locator) => select.locator('option:checked');

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/**
 * Why a test is skipped on the phone: what it checks is the same on every screen (a file's contents, the keys of a
 * keyboard, an address, a page's text or data), and the desktop run checks it. Taps, the phone's layout and menu,
 * and each page's first view stay checked on the phone.
 */
export const ANY_SCREEN = 'the same on every screen: the desktop run checks it';

/**
 * Blocks and list cards below the fold are rendered when scrolled near (content-visibility: auto, app.css): renders
 * them all, as a visitor scrolling down the page sees them, for checks of the whole page's rendering (colours,
 * visible text, typefaces), and waits for the fonts their text asks for.
 */
export async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    const blocks = document.querySelectorAll<HTMLElement>('.render-when-near, .render-card-when-near');
    for (const block of blocks) block.style.contentVisibility = 'visible';
    document.body.getBoundingClientRect(); // lays the page out, so the faces its text needs start loading
    await document.fonts.ready;
  });
}

/** axe-core with the WCAG 2.2 AA rule set; returns the violations, expected to be []. */
export async function axeViolations(page: Page) {
  await renderWholePage(page);
  // Entrance animations fade content in; check colours as the visitor finally sees them (looping ones aside).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/**
 * Waits until the page's code has started: every island that starts with the page or after its first paint, and
 * every one that starts when seen and is in view. For tests of what the code does (a chart redrawn, a list
 * narrowed); tests of what a visitor gets before it (e2e/early-taps.spec.ts) do not wait.
 */
export async function pageStarted(page: Page) {
  await page.waitForFunction(() => {
    const inView = (island: Element) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      });
    return [...document.querySelectorAll('astro-island[ssr]')].every(
      (island) => island.getAttribute('client') === 'visible' && !inView(island),
    );
  });
}

/** Opens a page and waits until its code has started (pageStarted). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await pageStarted(page);
}

/**
 * Holds back the scripts whose address matches (an island's code, as on a slow network) until `release()`, then
 * lets them through, or with `fail`, fails them (a network that drops them); `asked()` says whether the page has
 * requested one yet.
 */
export async function holdBack(page: Page, script: RegExp, { fail = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(script, async (route) => {
    requested = true;
    await released;
    await (fail ? route.abort() : route.continue());
  });
  return { release, asked: () => requested };
}
