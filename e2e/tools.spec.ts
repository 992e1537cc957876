import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, isPhone, test, ANY_SCREEN } from './fixtures';

const TOOLS = [
  { title: 'GIS Hub', href: '/tools/gis' },
  { title: 'Dashboard Builder', href: '/data/economy' },
  { title: 'Trend Analyzer', href: null },
  { title: 'Data Explorer', href: '/data/catalogue' },
];
const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Our tools' }).getByRole('group', { name: title });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ });

test.describe('Interactive Tools', () => {
  test('hero action buttons go to the pages they name', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/tools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive Tools');
    const main = page.getByRole('main');
    // The first "Launch GIS Hub" is the hero's; the GIS Hub card's Launch link has the same name and target.
    await expect(main.getByRole('link', { name: 'Launch GIS Hub' })).toHaveCount(2);
    for (const link of await main.getByRole('link', { name: 'Launch GIS Hub' }).all())
      await expect(link).toHaveAttribute('href', '/tools/gis');
    await expect(main.getByRole('link', { name: 'Create Dashboard' })).toHaveAttribute(
      'href',
      '/data/economy',
    );
    await expect(main.getByRole('link', { name: 'Export Data' })).toHaveAttribute('href', '/data/catalogue');
    expect(consoleErrors).toEqual([]);
    await main.getByRole('link', { name: 'Create Dashboard' }).click();
    await expect(page).toHaveURL(/\/data\/economy$/);
  });

  test('four tool cards: trend-analyzer is coming soon, the others launch', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/tools');
    await expect(page.getByRole('region', { name: 'Our tools' }).getByRole('group')).toHaveCount(4);
    for (const tool of TOOLS) {
      const c = card(page, tool.title);
      await expect(c.getByRole('heading', { name: tool.title })).toBeVisible();
      await expect(
        c.getByRole('list', { name: `Features of ${tool.title}` }).getByRole('listitem'),
      ).toHaveCount(3);
      if (tool.href) {
        await expect(c.getByText('Available', { exact: true })).toBeVisible();
        await expect(c.getByText('Coming Soon')).toHaveCount(0);
        const launch = c.getByRole('link', { name: `Launch ${tool.title}` });
        await expect(launch).toHaveAttribute('href', tool.href);
        await expect(c.getByRole('button')).toHaveCount(0);
      } else {
        await expect(c.getByText('Coming Soon', { exact: true })).toBeVisible();
        const launch = c.getByRole('button', { name: `Launch ${tool.title}` });
        await expect(launch).toBeDisabled();
        await expect(launch).toHaveAccessibleDescription('Trend Analyzer is not available yet.');
        await expect(c.getByRole('link')).toHaveCount(0);
      }
    }
    expect(consoleErrors).toEqual([]);
    await card(page, 'Data Explorer').getByRole('link', { name: 'Launch Data Explorer' }).click();
    await expect(page).toHaveURL(/\/data\/catalogue$/);
  });

  test('Share Analysis copies the page address and says so', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // This browser has no share sheet here; make sure of it, so the clipboard path is the one tested.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
    );
    await gotoHydrated(page, '/tools');
    const url = page.url();
    await expect(status(page)).toHaveCount(0);
    const share = page.getByRole('button', { name: 'Share Analysis' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`Link copied to the clipboard: ${url}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(consoleErrors).toEqual([]);
  });

  test('Share Analysis uses the share sheet where there is one, and reports a cancel', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as Window & { shared?: ShareData[]; cancelShare?: boolean };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          if (w.cancelShare) return Promise.reject(new DOMException('cancelled', 'AbortError'));
          w.shared!.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, '/tools');
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await expect(page.getByRole('status')).toHaveText('Shared.');
    expect(await page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared)).toEqual([
      { title: 'Interactive Tools – Hail Regional Data Hub', url: page.url() },
    ]);
    await page.evaluate(() => ((window as Window & { cancelShare?: boolean }).cancelShare = true));
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await expect(page.getByRole('status')).toHaveText('Sharing cancelled.');
  });

  test('Share Analysis says so when neither sharing nor copying works', async ({ page }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
      });
    });
    await gotoHydrated(page, '/tools');
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Could not share or copy the link. Copy it from the address bar: ${page.url()}`,
    );
  });

  test('featured GIS Hub block with a drawn preview links to the GIS Hub', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/tools');
    const featured = page.getByRole('region', { name: 'GIS Hub' });
    await expect(featured.getByRole('img', { name: /schematic map .* Not a live map/ })).toBeVisible();
    await expect(featured.getByText('Schematic preview – open the GIS Hub for the map')).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await featured.getByRole('link', { name: 'Open GIS Hub' }).click();
    await expect(page).toHaveURL(/\/tools\/gis$/);
  });

  test('has no axe violations', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/tools');
    await page.getByRole('button', { name: 'Share Analysis' }).click();
    await expect(status(page)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the dashboards gallery: each view, the question it answers, a thumbnail drawn from its data', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/tools/dashboards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboards');
  const cards = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const [name, href] of [
    ['Economy & Investment Dashboard', '/data/economy'],
    ['SDG Dashboard', '/data/sdg'],
    ['City Prosperity Index', '/data/cpi'],
    ['GIS Hub', '/tools/gis'],
    ['Governorate profiles', '/about/governorates/hail-city'],
    ['Indicator pages', '/data/indicators/population'],
  ] as const)
    await expect(
      page.getByRole('heading', { level: 2 }).getByRole('link', { name, exact: true }),
    ).toHaveAttribute('href', href);
  // The captions carry the figures the thumbnails draw: the same as the indicator pages
  await expect(page.getByText('Population: 746,248 persons in 2025')).toBeVisible();
  await expect(
    page.getByText(/^\d+ SDG-aligned indicators: \d+ achieved, \d+ on track, \d+ moving away$/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the observatory: the watched indicators with latest value, trend and status', async ({
  page,
  consoleErrors,
}) => {
  test.skip(isPhone(page), 'the Arabic sweep checks the phone layout');
  await gotoHydrated(page, '/tools/observatory');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regional Observatory');
  const items = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  await expect(items).toHaveCount(12);
  const population = items.filter({ hasText: 'Population' }).first();
  await expect(population.getByRole('link', { name: 'Population' })).toHaveAttribute(
    'href',
    '/data/indicators/population',
  );
  await expect(population).toContainText('746,248');
  await expect(population).toContainText(/Improving|Worsening|Stable/);
  await expect(population).toContainText(/[+-][\d.]+% since 2020/);
  const unemployment = items.filter({ hasText: 'Unemployment rate' });
  await expect(unemployment).toContainText(/SDG target 8\.5: /);
  expect(consoleErrors).toEqual([]);
});
