import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, isPhone, pressUntilFocused, test } from './fixtures';

const PATH = '/data/economy';
const GOVERNORATES = [
  'All Region',
  'Hail City',
  'Baqea’',
  'Al-Ghazalah',
  'Ash Shinan',
  'As Sulaymi',
  'Samira',
];
const INDICATORS = [
  'Agricultural Production Value',
  'Labor Force Participation Rate',
  'Average Monthly Wages (by sector)',
  'Industrial Output',
  'Foreign Direct Investment',
  'Business Registration Growth',
];
const CHARTS = {
  agri: 'Agricultural Production Value by Year',
  labor: 'Labor Force Participation by Gender',
  wages: 'Average Monthly Wage by Sector',
};

const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
const period = (page: Page) => filters(page).getByRole('combobox', { name: 'Time Period' });
const governorates = (page: Page) => filters(page).getByRole('group', { name: 'Governorate' });
const indicators = (page: Page) => filters(page).getByRole('group', { name: 'Key Indicators' });
const chart = (page: Page, name: string) => page.getByRole('figure', { name });
const cards = (page: Page) => page.getByRole('region', { name: 'Key figures' }).getByRole('listitem');

/** The cells of each body row of a table, header cell included. */
function rows(table: ReturnType<Page['getByRole']>) {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
    );
}

async function apply(page: Page) {
  await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
}

test.describe('Economy & Investment Dashboard', () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, PATH));

  test('shows the breadcrumb, title, subtitle and actions', async ({ page, consoleErrors }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Data & Indicators',
      'Economy & Investment Dashboard',
    ]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Data & Indicators' })).toHaveAttribute('href', '/data');
    await expect(crumbs.getByText('Economy & Investment Dashboard')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Economy & Investment Dashboard');
    await expect(page.getByText(/Agriculture, employment and wages across the Hail region/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as PDF' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
    await expect(page).toHaveTitle(/Economy & Investment Dashboard/);
    expect(consoleErrors).toEqual([]);
  });

  test('starts with 2025, All Region and the three published indicators', async ({ page, consoleErrors }) => {
    await expect(period(page)).toHaveText('2025');
    const govBoxes = governorates(page).getByRole('checkbox');
    await expect(governorates(page).locator('label')).toHaveText(GOVERNORATES);
    await expect(govBoxes.first()).toBeChecked();
    for (let i = 1; i < GOVERNORATES.length; i++) await expect(govBoxes.nth(i)).not.toBeChecked();
    await expect(indicators(page).locator('label')).toHaveText(INDICATORS);
    for (const [i, name] of INDICATORS.entries()) {
      const box = indicators(page).getByRole('checkbox', { name, exact: true });
      if (i < 3) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    // The time period offers the spec's options
    await period(page).click();
    await expect(page.getByRole('option')).toHaveText(['2025', '2024', 'Last 5 Years', 'Last 10 Years']);
    await page.keyboard.press('Escape');
    await expect(page.getByText(/not published/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the exact summary figures', async ({ page, consoleErrors }) => {
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0)).toContainText('Agricultural Production');
    await expect(cards(page).nth(0)).toContainText('SAR 345M');
    await expect(cards(page).nth(0)).toContainText('+5.2% · 2024');
    await expect(cards(page).nth(1)).toContainText('Labor Force Participation');
    await expect(cards(page).nth(1)).toContainText('61.5%');
    await expect(cards(page).nth(1)).toContainText('Q3 2025');
    await expect(cards(page).nth(2)).toContainText('Average Monthly Wage');
    await expect(cards(page).nth(2)).toContainText('SAR 5,425');
    await expect(cards(page).nth(2)).toContainText('+8.1%');
    expect(consoleErrors).toEqual([]);
  });

  test('draws three 300px charts whose tables give the exact series', async ({ page, consoleErrors }) => {
    const expected: Record<string, string[][]> = {
      [CHARTS.agri]: [
        ['2020', '285'],
        ['2021', '298'],
        ['2022', '312'],
        ['2023', '328'],
        ['2024', '345'],
      ],
      [CHARTS.labor]: [
        ['Men', '75.1%'],
        ['Women', '40%'],
      ],
      [CHARTS.wages]: [
        ['Agriculture', 'SAR 4,200'],
        ['Manufacturing', 'SAR 5,650'],
        ['Services', 'SAR 6,800'],
        ['Construction', 'SAR 4,800'],
      ],
    };
    for (const [name, series] of Object.entries(expected)) {
      const figure = chart(page, name);
      const drawing = figure.getByRole('img', { name });
      await expect(drawing.locator('svg.recharts-surface')).toBeVisible();
      expect((await drawing.boundingBox())?.height).toBe(300);
      // The accessible description lists every point drawn
      await expect(drawing).toHaveAccessibleDescription(new RegExp(series.map(([k]) => k).join('.*')));

      const toggle = figure.getByRole('button', { name: 'View as table' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(figure.getByRole('table')).toBeHidden();
      await toggle.click();
      await expect(figure.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await rows(figure.getByRole('table'))).toEqual(series);
      await figure.getByRole('button', { name: 'Hide table' }).click();
      await expect(figure.getByRole('table')).toBeHidden();
    }
    // The line chart draws one point per year
    await expect(chart(page, CHARTS.agri).locator('.recharts-line-dot')).toHaveCount(5);
    await expect(chart(page, CHARTS.wages).locator('.recharts-bar-rectangle')).toHaveCount(4);
    expect(consoleErrors).toEqual([]);
  });

  test('downloads a CSV of the numbers a chart draws', async ({ page, consoleErrors }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chart(page, CHARTS.wages).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-average-monthly-wage-by-sector.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'Sector,Average monthly wage (SAR)\r\nAgriculture,4200\r\nManufacturing,5650\r\nServices,6800\r\nConstruction,4800\r\n',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('lists wages by sector with growth', async ({ page, consoleErrors }) => {
    const table = page.getByRole('table', { name: 'Wages by Sector' });
    await expect(table.getByRole('columnheader')).toHaveText(['Sector', 'Average Wage', 'Growth (YoY)']);
    expect(await rows(table)).toEqual([
      ['Agriculture', 'SAR 4,200', '+3.4%'],
      ['Manufacturing', 'SAR 5,650', '+5.2%'],
      ['Services', 'SAR 6,800', '+4.8%'],
      ['Construction', 'SAR 4,800', '+2.9%'],
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('applies the key indicators only on Apply Filters, never inventing figures', async ({
    page,
    consoleErrors,
  }) => {
    await indicators(page).getByRole('checkbox', { name: 'Labor Force Participation Rate' }).click();
    await indicators(page).getByRole('checkbox', { name: 'Industrial Output' }).click();
    // A draft: nothing changes yet
    await expect(filters(page).getByText('You have changes that are not applied yet.')).toBeVisible();
    await expect(chart(page, CHARTS.labor)).toBeVisible();

    await apply(page);
    await expect(filters(page).getByRole('status')).toHaveText('Filters applied: 3 indicators selected.');
    await expect(chart(page, CHARTS.labor)).toHaveCount(0);
    await expect(cards(page).filter({ hasText: '61.5%' })).toHaveCount(0);
    await expect(chart(page, CHARTS.agri)).toBeVisible();
    await expect(chart(page, CHARTS.wages)).toBeVisible();
    const industrial = cards(page).filter({ hasText: 'Industrial Output' });
    await expect(industrial).toContainText('Not yet published');
    await expect(industrial).not.toContainText(/\d/);

    // Wages off: its chart and detailed table go
    await indicators(page).getByRole('checkbox', { name: 'Average Monthly Wages (by sector)' }).click();
    await apply(page);
    await expect(chart(page, CHARTS.wages)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Wages by Sector' })).toHaveCount(0);

    // Nothing chosen: a plain instruction
    for (const name of ['Agricultural Production Value', 'Industrial Output'])
      await indicators(page).getByRole('checkbox', { name }).click();
    await apply(page);
    await expect(
      page.getByText('No key indicator is selected. Choose at least one and apply the filters.'),
    ).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('says when governorates or periods have no figures of their own', async ({ page, consoleErrors }) => {
    const all = governorates(page).getByRole('checkbox', { name: 'All Region' });
    const hail = governorates(page).getByRole('checkbox', { name: 'Hail City' });
    await hail.click();
    await expect(hail).toBeChecked();
    await expect(all).not.toBeChecked();
    await apply(page);
    await expect(
      page.getByText(/Figures by governorate are not published yet\. .*region-wide series \(2020–2024\)/),
    ).toBeVisible();
    // The figures stay the published region-wide ones
    await expect(cards(page).nth(0)).toContainText('SAR 345M');

    await period(page).click();
    await page.getByRole('option', { name: 'Last 10 Years' }).click();
    await expect(period(page)).toHaveText('Last 10 Years');
    await all.click();
    await expect(hail).not.toBeChecked();
    await apply(page);
    await expect(page.getByText(/Figures by governorate/)).toHaveCount(0);
    await expect(page.getByText(/Figures for “Last 10 Years” are not published separately/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('works by keyboard: select and checkboxes', async ({ page, consoleErrors }) => {
    await period(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: '2025' })).toBeFocused();
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: '2024' }));
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Last 5 Years' }));
    await page.keyboard.press('Enter');
    await expect(period(page)).toHaveText('Last 5 Years');
    await expect(period(page)).toBeFocused();

    const fdi = indicators(page).getByRole('checkbox', { name: 'Foreign Direct Investment' });
    await fdi.focus();
    await page.keyboard.press('Space');
    await expect(fdi).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(
      indicators(page).getByRole('checkbox', { name: 'Business Registration Growth' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(filters(page).getByRole('button', { name: 'Apply Filters' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page).filter({ hasText: 'Foreign Direct Investment' })).toContainText(
      'Not yet published',
    );
    await expect(page.getByText(/Figures for “Last 5 Years” are not published separately/)).toBeVisible();

    // The chart table toggle too
    const toggle = chart(page, CHARTS.labor).getByRole('button', { name: 'View as table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(chart(page, CHARTS.labor).getByRole('table')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Share copies the link and says so', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share' }).click();
    const url = page.url();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
      `Link copied to clipboard: ${url}`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(consoleErrors).toEqual([]);
  });

  test('Share uses the system share sheet where there is one', async ({ page, consoleErrors }) => {
    await page.evaluate(() => {
      const w = window as Window & { shared?: ShareData[] };
      w.shared = [];
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void w.shared!.push(data),
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { shared?: ShareData[] }).shared))
      .toEqual([{ title: 'Economy & Investment Dashboard', url: page.url() }]);
    expect(consoleErrors).toEqual([]);
  });

  test('Download as PDF prints only the dashboard', async ({ page, consoleErrors }) => {
    await page.evaluate(() => {
      const w = window as Window & { printed?: number };
      w.printed = 0;
      w.print = () => void (w.printed! += 1);
    });
    await page.getByRole('button', { name: 'Download as PDF' }).click();
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(filters(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download as PDF' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of Object.values(CHARTS)) await expect(chart(page, name)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Wages by Sector' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('places the filters beside the figures on desktop, above them on a phone', async ({
    page,
    consoleErrors,
  }) => {
    const panel = await filters(page).boundingBox();
    const first = await cards(page).first().boundingBox();
    if (isPhone(page)) expect(panel!.y + panel!.height).toBeLessThanOrEqual(first!.y);
    else expect(panel!.x + panel!.width).toBeLessThanOrEqual(first!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations', async ({ page }) => {
    await chart(page, CHARTS.agri).getByRole('button', { name: 'View as table' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
