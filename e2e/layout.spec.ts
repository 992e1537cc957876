import { axeViolations, expect, gotoHydrated, isPhone, pageStarted, test, ANY_SCREEN } from './fixtures';
import { mainRoutes, navLinks } from './routes';

const footerColumns = {
  'Data & Analytics': ['/data/catalogue', '/tools/dashboards', '/tools/gis', '/tools/observatory'],
  Resources: ['/publications', '/publications/stories', '/participate/api', '/participate/learn'],
  About: ['/about', '/about/mission', '/about/governance', '/about/contact'],
  Connect: [
    '/participate/community',
    '/participate/support',
    '/participate/feedback',
    '/participate/newsletter',
  ],
};

/** The nav link that is current for a path: the section it belongs to. */
function currentNav(path: string) {
  return [...navLinks].reverse().find((n) => (n.href === '/' ? path === '/' : path.startsWith(n.href)))!;
}

test.describe('shared header', () => {
  for (const route of mainRoutes) {
    test(`header on ${route.path}`, async ({ page, consoleErrors }) => {
      // The menu sheet on the phone: on a page of three sections (the current link is worked out alike)
      test.skip(!['/', '/data/catalogue', '/tools/gis'].includes(route.path) && isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, route.path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /Hail Data Hub/ })).toHaveAttribute('href', '/');
      const current = currentNav(route.path);
      if (isPhone(page)) {
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        await expect(header.getByRole('button', { name: 'Search Data' })).toBeHidden();
        await header.getByRole('button', { name: 'Toggle menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Navigation' });
        await expect(sheet).toBeVisible();
        for (const link of navLinks) {
          await expect(sheet.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
            'href',
            link.href,
          );
        }
        await expect(sheet.getByRole('link', { name: current.label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
      } else {
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const link of navLinks) {
          const a = nav.getByRole('link', { name: link.label, exact: true });
          await expect(a).toHaveAttribute('href', link.href);
          if (link === current) await expect(a).toHaveAttribute('aria-current', 'page');
          else await expect(a).not.toHaveAttribute('aria-current');
        }
        await expect(header.getByRole('button', { name: 'Search Data' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the menu sheet closes when a link is chosen, and the page changes', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button exists below the large breakpoint');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.getByRole('link', { name: 'Publications' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/publications$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Publications');
    // Keyboard: open with Enter, move to a link, follow it with Enter.
    await page.getByRole('button', { name: 'Toggle menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the header stays at the top while scrolling', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('Search Data opens the portal search', async ({ page }) => {
    test.skip(isPhone(page), 'shown from medium screens up');
    await gotoHydrated(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search Data' }).click();
    await expect(page.getByRole('dialog', { name: 'Search the portal' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Search datasets/ })).toBeFocused();
  });
});

test.describe('shared footer', () => {
  for (const path of ['/', '/data/catalogue', '/participate', '/no-such-page']) {
    test(`footer on ${path}`, async ({ page }) => {
      test.skip(path !== '/' && isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, path);
      const footer = page.getByRole('contentinfo');
      for (const [title, hrefs] of Object.entries(footerColumns)) {
        const column = footer.getByRole('navigation', { name: title, exact: true });
        await expect(column.getByRole('heading', { name: title })).toBeVisible();
        const links = column.getByRole('link');
        await expect(links).toHaveCount(hrefs.length);
        for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute('href', href);
      }
      await expect(footer.getByText(/© 2024 Hail Region Development Authority/)).toBeVisible();
      const badges = footer.getByRole('list', { name: 'Standards and alignment' }).getByRole('listitem');
      await expect(badges).toHaveCount(3);
      await expect(badges.nth(0)).toContainText('UN SDGs');
      await expect(badges.nth(1)).toContainText('UN-Habitat CPI');
      await expect(badges.nth(2)).toContainText('NDMO Compliant');
      for (const name of ['X (Twitter)', 'LinkedIn', 'YouTube', 'Instagram']) {
        // No account is published yet: the buttons say so and are disabled rather than pretending.
        await expect(
          footer.getByRole('button', { name: `${name}: account not yet published` }),
        ).toBeDisabled();
      }
      await expect(footer.getByText('Aligned with Saudi Vision 2030')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'opendata@hailhub.sa' })).toHaveAttribute(
        'href',
        'mailto:opendata@hailhub.sa',
      );
    });
  }
});

test.describe('404 page', () => {
  test('an unknown path answers 404 with the not-found page, logged to the console', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/this/does-not-exist?x=1');
    expect(response?.status()).toBe(404);
    await pageStarted(page);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('The page /this/does-not-exist does not exist')).toBeVisible();
    await expect.poll(() => consoleErrors.some((e) => e.includes('/this/does-not-exist'))).toBe(true);
    // No header link claims to be the current page.
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
  });
});

test('the language link opens the same page in Arabic, its query kept', async ({ page }) => {
  await gotoHydrated(page, '/data/catalogue?q=water');
  const header = page.getByRole('banner');
  if (isPhone(page)) {
    await header.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Read this page in Arabic' }).click();
  } else await header.getByRole('link', { name: 'Read this page in Arabic' }).click();
  await expect(page).toHaveURL(/\/ar\/data\/catalogue\?q=water$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('searchbox')).toHaveValue('water');
});
