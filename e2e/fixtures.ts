import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on an uncaught page error; console errors are collected for tests that expect some. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
});
export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** axe-core with the WCAG 2.2 AA rule set; returns the violations, expected to be []. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Waits until React has hydrated the prerendered page, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true);
}
