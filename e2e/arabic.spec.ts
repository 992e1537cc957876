import type { Page } from '@playwright/test';
import { expected } from './catalogue-data';
import { localize } from '../core/paths';
import {
  ANY_SCREEN,
  axeViolations,
  chosen,
  expect,
  gotoHydrated,
  isPhone,
  renderWholePage,
  pageStarted,
  test,
} from './fixtures';
import { mainRoutes } from './routes';
import { site } from '../content/site';

const arabic = (path: string) => localize(path, 'ar');

/** Latin words left in the main content, apart from names that stay Latin in Arabic (formats, codes, ids). */
async function englishLeftovers(page: Page) {
  await renderWholePage(page);
  // E-mail addresses stay as they are.
  const text = (await page.getByRole('main').innerText()).replace(/\S+@\S+/g, '');
  const allowed =
    /^(CSV|Excel|JSON|GeoJSON|KML|Shapefile|PDF|DWG|DXF|API|SDG|SDGs|CPI|UN|CC|BY|UTF|ISO|DCAT|SAR|IND|AGR|RES|COM|PM|km|ha|OpenStreetMap|ODbL|MapLibre|WebGL)$/;
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])].filter((w) => !allowed.test(w));
}

/** The spec's routes, the participation pages (forms, events, newsletter), the dashboards, observatory and search. */
const checkedRoutes: string[] = [
  ...mainRoutes.map((route) => route.path),
  '/participate/feedback',
  '/participate/data-requests',
  '/participate/community',
  '/participate/newsletter',
  '/tools/dashboards',
  '/tools/observatory',
  '/search',
];
/** Those checked on the phone too: a page of each kind (a landing page, a list, the map, a form). */
const onPhone = new Set(['/', '/data/catalogue', '/tools/gis', '/participate/feedback']);

test.describe('Arabic edition', () => {
  for (const path of checkedRoutes) {
    test(`${arabic(path)} is Arabic, right to left, with no English in its content`, async ({
      page,
      consoleErrors,
    }) => {
      test.skip(!onPhone.has(path) && isPhone(page), ANY_SCREEN);
      const response = await page.goto(arabic(path));
      expect(response?.status()).toBe(200);
      await pageStarted(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
      const origin = site.url;
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', origin + path);
      await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', origin + arabic(path));
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', origin + path);
      expect(await englishLeftovers(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the language switch keeps the page, its query and the reader’s place', async ({ page }) => {
    await gotoHydrated(page, '/data/catalogue?q=water');
    const header = page.getByRole('banner');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Read this page in Arabic' }).click();
    } else {
      await header.getByRole('link', { name: 'Read this page in Arabic' }).click();
    }
    await expect(page).toHaveURL(/\/ar\/data\/catalogue\?q=water$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فهرس البيانات');
    await expect(page.getByRole('searchbox')).toHaveValue('water');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'فتح القائمة' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'اقرأ هذه الصفحة بالإنجليزية' }).click();
    } else {
      await header.getByRole('link', { name: 'اقرأ هذه الصفحة بالإنجليزية' }).click();
    }
    await expect(page).toHaveURL(/\/data\/catalogue\?q=water$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Catalogue');
  });

  test('the chosen language is remembered at the bare address, never on a shared deep link', async ({
    page,
  }) => {
    await gotoHydrated(page, '/ar/about');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/); // no choice made yet: English
    await gotoHydrated(page, '/about');
    const header = page.getByRole('banner');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Read this page in Arabic' }).click();
    } else {
      await header.getByRole('link', { name: 'Read this page in Arabic' }).click();
    }
    await expect(page).toHaveURL(/\/ar\/about$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await page.goto('/data/catalogue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('links keep the reader in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'فهرس البيانات' })).toHaveAttribute(
      'href',
      '/ar/data/catalogue',
    );
    await footer.getByRole('link', { name: 'منصة نظم المعلومات الجغرافية' }).click();
    await expect(page).toHaveURL(/\/ar\/tools\/gis$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('the home map and its detail card work in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar');
    const hail = page.getByRole('button', { name: /مدينة حائل/ });
    await expect(hail).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /بقعاء/ }).click();
    await expect(page.getByRole('button', { name: /بقعاء/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('67,000')).toBeVisible();
  });

  test('the GIS query gives the spec’s three parcels in Arabic', async ({ page }) => {
    await gotoHydrated(page, '/ar/tools/gis');
    await page.getByRole('tab', { name: 'الاستعلام' }).click();
    await page.getByRole('button', { name: 'تنفيذ الاستعلام' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    for (const id of ['IND-08-1134', 'IND-12-0215', 'IND-08-1187'])
      await expect(page.getByRole('cell', { name: id })).toBeVisible();
  });

  test('charts read right to left, with labels beside the bars, not over them', async ({ page }) => {
    await gotoHydrated(page, '/ar/data/economy');
    const chart = page.getByRole('figure', { name: /متوسط الأجر الشهري حسب القطاع/ });
    // Drawn when it comes near the viewport
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const bars = await chart
      .locator('.recharts-bar-rectangle')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    const labels = await chart
      .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(labels).toHaveLength(4);
    expect(Math.min(...labels)).toBeGreaterThanOrEqual(Math.max(...bars) - 1);
    // Years run from right to left.
    const trend = page.getByRole('figure', { name: /قيمة الإنتاج الزراعي حسب السنة/ });
    await trend.scrollIntoViewIfNeeded();
    const ticks = trend.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks).toHaveCount(5);
    const years = await ticks.evaluateAll((els) =>
      els.map((e) => ({ year: e.textContent, x: e.getBoundingClientRect().x })),
    );
    expect(years.sort((a, b) => b.x - a.x).map((y) => y.year)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
  });

  test('the states of the spec work in Arabic', async ({ page }) => {
    // Data tabs: default Thematic Domains; a tab changes the address.
    await gotoHydrated(page, '/ar/data');
    await expect(page.getByRole('tab', { name: 'المجالات الموضوعية' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'مؤشر ازدهار المدن' }).click();
    await expect(page).toHaveURL(/\/ar\/data\/cpi$/);
    await expect(page.getByRole('tab', { name: 'مؤشر ازدهار المدن' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Publications tabs filter by category.
    await gotoHydrated(page, '/ar/publications');
    await page.getByRole('tab', { name: 'الأبحاث' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(1);

    // Tool status: the trend analyzer is coming soon.
    await gotoHydrated(page, '/ar/tools');
    await expect(page.getByRole('button', { name: /تشغيل محلل الاتجاهات/ })).toBeDisabled();

    // Catalogue live search in Arabic.
    await gotoHydrated(page, '/ar/data/catalogue');
    await page.getByRole('searchbox').fill('آبار');
    await expect(page.getByRole('status').filter({ hasText: /^عرض/ })).toHaveText(
      expected({ q: 'آبار' }).count === 1 ? 'عرض مجموعة بيانات واحدة' : /^عرض \d+/,
    );
    await expect(page.getByRole('heading', { name: 'مواقع آبار المياه الجوفية' })).toBeVisible();

    // Economy filter defaults.
    await gotoHydrated(page, '/ar/data/economy');
    await expect(page.getByRole('checkbox', { name: 'المنطقة بأكملها' })).toBeChecked();
    await expect(chosen(page.getByRole('combobox', { name: 'الفترة الزمنية' }))).toHaveText('2025');

    // GIS layers: industrial off by default, switched on by keyboard.
    await gotoHydrated(page, '/ar/tools/gis');
    const industrial = page.getByRole('switch', { name: /المناطق الصناعية/ });
    await expect(industrial).not.toBeChecked();
    await industrial.focus();
    await page.keyboard.press('Space');
    await expect(industrial).toBeChecked();
  });

  test('the menu sheet works in Arabic and closes when a link is chosen', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button exists below the large breakpoint');
    await gotoHydrated(page, '/ar');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const sheet = page.getByRole('dialog', { name: 'التنقل' });
    await sheet.getByRole('link', { name: 'الإصدارات' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/ar\/publications$/);
  });

  test('is set in IBM Plex Sans Arabic, its Latin words and figures too: three faces preloaded, no second family', async ({
    page,
  }) => {
    // The faces are font-display: optional (no layout shift when one arrives): one that misses the first paint,
    // as it can on this busy machine, is used from the next page on. Measure the page as it is read after the first.
    await page.goto('/ar');
    await page.evaluate(() => document.fonts.ready);
    await gotoHydrated(page, '/ar/data/catalogue');
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.map((path) => path.match(/ibm-plex-sans-arabic-(\d+)/)?.[1])).toEqual([
      '400',
      '600',
      '700',
    ]);
    await renderWholePage(page);
    // The typeface the browser drew a format badge and a figure with (Chromium's own answer)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    for (const text of ['CSV', /^\d[\d,]*$/]) {
      await page
        .getByRole('main')
        .getByText(text, { exact: true })
        .first()
        .evaluate((element) => element.setAttribute('data-font-probe', ''));
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-font-probe]',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.map((font) => font.familyName)).toEqual(['IBM Plex Sans Arabic']);
      await page
        .locator('[data-font-probe]')
        .evaluate((element) => element.removeAttribute('data-font-probe'));
    }
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(loaded).not.toContain('Inter Variable');
  });

  test('an unknown Arabic address shows the Arabic 404 page', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة غير موجودة');
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});
