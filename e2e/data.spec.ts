import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Indicator } from '../core/indicators/schema';
import { cpiSummary, sdgSummary } from '../core/indicators/summaries';
import { geographies } from '../app/lib/places';
import { axeViolations, expect, gotoHydrated, test, ANY_SCREEN, isPhone } from './fixtures';

const { indicators } = JSON.parse(readFileSync('build/data/indicators.json', 'utf8')) as {
  indicators: Indicator[];
};
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

async function expectTab(page: Page, name: string, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
}

const domainsPanel = async (page: Page) => {
  await expect(panel(page).getByRole('article')).toHaveCount(5);
  await expect(panel(page).getByTestId('domain-card-people-society')).toContainText('+3 more');
};
const sdgPanel = async (page: Page) => {
  await expect(panel(page).getByRole('heading', { name: 'SDG Dashboard' })).toBeVisible();
  await expect(panel(page).getByTestId('sdg-total')).toHaveText('30 of 102');
};
const cpiPanel = async (page: Page) => {
  await expect(panel(page).getByRole('heading', { level: 3 })).toHaveText([
    /Productivity/,
    /Infrastructure Development/,
    /Quality of Life/,
    /Equity & Social Inclusion/,
    /Environmental Sustainability/,
    /Governance & Legislation/,
    'How the index is computed',
  ]);
};

test.describe('data & indicators', () => {
  test('hero, the four figures and the default Thematic Domains tab', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data & Indicators');
    await expect(page.getByRole('main').getByRole('link', { name: 'Search Indicators' })).toHaveAttribute(
      'href',
      '/search?type=indicator',
    );
    const figures = page.getByRole('region', { name: 'Indicator figures' }).getByRole('listitem');
    await expect(figures).toHaveText([
      /Total Indicators\s*102/,
      /SDG Aligned\s*30/,
      /Thematic Domains\s*5/,
      /Years of Data\s*15/,
    ]);
    await expectTab(page, 'Thematic Domains', '/data');
    await domainsPanel(page);
    await expect(panel(page).getByRole('link', { name: 'Governance' })).toHaveAttribute(
      'href',
      '/data/governance',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('Download Data saves every indicator as a tidy CSV or a workbook with a sheet per domain', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/data');
    // The browser's own popover: the button opens the list of links to the files; it stays open after a download
    // (a tap outside it or Escape closes it)
    const button = page.getByRole('button', { name: 'Download Data' });
    const csvLink = page.getByRole('link', { name: /^All indicators, CSV/ });
    await expect(csvLink).toBeHidden();
    await button.click();
    await expect(csvLink).toBeVisible();
    const save = async (item: RegExp) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: item }).click(),
      ]);
      return download;
    };
    const csvFile = await save(/^All indicators, CSV/);
    expect(csvFile.suggestedFilename()).toBe('hail-indicators.csv');
    const lines = (await readFile((await csvFile.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('indicator_id,indicator,domain,unit,year,governorate,breakdown,group,value');
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(102);
    expect(lines).toContain('population,Population,people-society,persons,2025,hail-region,,,746248');

    const xlsxFile = await save(/^All indicators, Excel/);
    expect(xlsxFile.suggestedFilename()).toBe('hail-indicators.xlsx');
    const workbook = await new ExcelJS.Workbook().xlsx.readFile((await xlsxFile.path())!);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'People and Society',
      'Economy and Investment',
      'Infrastructure and Liveability',
      'Environment and Sustainability',
      'Governance',
      'Metadata',
    ]);
    expect(workbook.getWorksheet('Metadata')!.rowCount).toBe(103);
    await page.keyboard.press('Escape');
    await expect(csvLink).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('tabs change by click and the address follows', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/data');
    await tab(page, 'SDG Dashboard').click();
    await expectTab(page, 'SDG Dashboard', '/data/sdg');
    await sdgPanel(page);
    await tab(page, 'City Prosperity Index').click();
    await expectTab(page, 'City Prosperity Index', '/data/cpi');
    await cpiPanel(page);
    await tab(page, 'Thematic Domains').click();
    await expectTab(page, 'Thematic Domains', '/data');
    await domainsPanel(page);
    expect(consoleErrors).toEqual([]);
  });

  test('tabs change by arrow-key focus, keeping focus on the chosen tab', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/data');
    await tab(page, 'Thematic Domains').focus();
    await page.keyboard.press('ArrowRight');
    await expectTab(page, 'SDG Dashboard', '/data/sdg');
    await expect(tab(page, 'SDG Dashboard')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expectTab(page, 'City Prosperity Index', '/data/cpi');
    await expect(tab(page, 'City Prosperity Index')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectTab(page, 'SDG Dashboard', '/data/sdg');
    await page.keyboard.press('Home');
    await expectTab(page, 'Thematic Domains', '/data');
    await expect(tab(page, 'Thematic Domains')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('tabs change by Enter and Space', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    // Keys sent to a tab are the tab list's code's to answer: gotoHydrated waits for it
    await gotoHydrated(page, '/data');
    // Focus alone activates a tab, so the keys are sent to tabs that do not have focus.
    await tab(page, 'City Prosperity Index').dispatchEvent('keydown', { key: 'Enter' });
    await expectTab(page, 'City Prosperity Index', '/data/cpi');
    await cpiPanel(page);
    await tab(page, 'SDG Dashboard').dispatchEvent('keydown', { key: ' ' });
    await expectTab(page, 'SDG Dashboard', '/data/sdg');
    await sdgPanel(page);
    expect(consoleErrors).toEqual([]);
  });

  test('/data/sdg opens the SDG Dashboard with counts per domain', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/data/sdg');
    await expectTab(page, 'SDG Dashboard', '/data/sdg');
    await sdgPanel(page);
    const rows = panel(page).getByRole('row');
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(1)).toContainText('People & Society8 of 24');
    await expect(rows.nth(5)).toContainText('Governance4 of 12');
    // Progress towards the targets, as the build computes it from the published values
    const entries = sdgSummary(indicators);
    const summary = panel(page).getByRole('region', { name: /^Progress of the 30 SDG-aligned indicators/ });
    await expect(summary).toContainText(
      `Substantial progress: ${entries.filter((e) => e.level === 'substantial').length}`,
    );
    const goals = panel(page)
      .getByRole('list')
      .filter({ has: page.locator('#goal-1') })
      .first();
    await expect(goals.locator(':scope > li')).toHaveCount(17);
    await expect(page.locator('#goal-1')).toContainText(
      'No regional indicator is aligned with this goal yet.',
    );
    const infant = page.locator('#goal-3').getByRole('listitem').filter({ hasText: 'Infant mortality rate' });
    await expect(infant.getByRole('link')).toHaveAttribute('href', '/data/indicators/infant-mortality-rate');
    await expect(infant).toContainText('Target 3.2');
    await expect(panel(page).getByRole('link', { name: 'Read the SDG Progress Report' })).toHaveAttribute(
      'href',
      '/publications',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('/data/cpi opens the City Prosperity Index; its button returns to the domains', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/data/cpi');
    await expectTab(page, 'City Prosperity Index', '/data/cpi');
    await cpiPanel(page);
    // The index of each place, as the build computes it from the published values
    const cpi = cpiSummary(indicators, [...geographies]);
    const table = panel(page).getByRole('region', { name: /^City Prosperity Index and its six dimensions/ });
    await expect(table.getByRole('row')).toHaveCount(1 + 7);
    const region = cpi.places.find((p) => p.geo === 'hail-region')!;
    await expect(table.getByRole('row').nth(1)).toContainText(`Hail Region${region.index!.toFixed(1)}`);
    await expect(
      panel(page).getByRole('figure', { name: 'City Prosperity Index by place (0–100)' }),
    ).toContainText('Hail City');
    await panel(page).getByRole('link', { name: 'View the Thematic Domains' }).click();
    await expectTab(page, 'Thematic Domains', '/data');
    await domainsPanel(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a domain page shows its figures and every sample indicator', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/data/people-society');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('People & Society');
    await expect(page.getByRole('main')).toContainText(
      'Population, education, health and social wellbeing across the governorates of Hail.',
    );
    const figures = page.getByRole('region', { name: 'Indicator figures' }).getByRole('listitem');
    await expect(figures).toHaveText([/Indicators\s*24/, /SDG Aligned\s*8/, /Share SDG Aligned\s*33%/]);
    // Every indicator of the domain, the card samples among them, each linking to its page
    const list = page.getByRole('region', { name: 'Indicators', exact: true });
    const rows = list.getByRole('list').first().getByRole('listitem');
    await expect(rows).toHaveCount(24);
    await expect(list.getByRole('status')).toHaveText('Showing 24 of 24 indicators');
    for (const name of ['Population growth rate', 'School enrolment ratio', 'Life expectancy at birth'])
      await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        /^\/data\/indicators\/[a-z0-9-]+$/,
      );
    await expect(rows.filter({ hasText: 'Population growth rate' })).toContainText('2.3%');
    // Filter by name, then by goal; the filter is in the address
    await list.getByRole('searchbox', { name: 'Filter by name' }).fill('rate');
    await expect(page).toHaveURL(/\?q=rate$/);
    await expect(rows.first()).toContainText(/rate/i);
    const byName = await rows.count();
    expect(byName).toBeLessThan(24);
    await list.getByRole('combobox', { name: 'SDG goal' }).selectOption('SDG 4: Quality Education');
    await expect(page).toHaveURL(/\?q=rate&goal=4$/);
    await expect(rows).not.toHaveCount(byName);
    for (const row of await rows.all()) await expect(row).toContainText(/SDG 4\./);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Data & Indicators' })).toHaveAttribute('href', '/data');
    await page.getByRole('link', { name: 'Back to Data & Indicators' }).click();
    await expectTab(page, 'Thematic Domains', '/data');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown domain shows the 404 page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    const response = await page.goto('/data/no-such-domain');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => consoleErrors.some((e) => e.includes('/data/no-such-domain'))).toBe(true);
  });

  for (const path of ['/data', '/data/sdg', '/data/cpi', '/data/people-society']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.skip(path !== '/data' && isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('data stories and reports', () => {
  test('the stories list links every story', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/publications/stories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Stories');
    const links = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links).toHaveText([
      'Tourism in Hail: a region on the map',
      'How Hail City is growing',
      'Sun, wind and water: Hail’s energy transition',
    ]);
    await expect(links.nth(1)).toHaveAttribute('href', '/publications/stories/urban-development');
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/publications\/stories\/renewable-energy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sun, wind and water: Hail’s energy transition',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a story page: text, key figures and the domain it draws on', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/publications/stories/tourism-growth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourism in Hail: a region on the map');
    const main = page.getByRole('main');
    await expect(main).toContainText('Oct 12, 2025');
    await expect(main).toContainText('6 min read');
    await expect(main).toContainText('rock art of Jubbah and Shuwaymis');
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toContainText('1.2M');
    await expect(figures).toContainText('+4.2%');
    await expect(main.getByRole('link', { name: 'Open Economy & Investment' })).toHaveAttribute(
      'href',
      '/data/economy',
    );
    await expect(main.getByRole('link', { name: 'All data stories' })).toHaveAttribute(
      'href',
      '/publications/stories',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown story shows the 404 page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    const response = await page.goto('/publications/stories/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect
      .poll(() => consoleErrors.some((e) => e.includes('/publications/stories/no-such-story')))
      .toBe(true);
  });

  test('the reports page lists the reports; each downloads its PDF', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/publications/reports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    const main = page.getByRole('main');
    await expect(main).toContainText('Hail Economic Bulletin, Q3 2025');
    await expect(main).toContainText('Governorate Profiles 2024');
    // The desktop table's links (the phone cards are hidden)
    const links = main.getByRole('link', { name: /^Download PDF \(English, [\d.]+ kB\): / });
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveAttribute(
      'href',
      '/downloads/reports/economic-bulletin-q3-2025.en.pdf',
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const path of [
    '/publications/stories',
    '/publications/stories/tourism-growth',
    '/publications/reports',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.skip(path !== '/publications/stories/tourism-growth' && isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
