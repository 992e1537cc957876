import { readFileSync } from 'node:fs';
import {
  axeViolations,
  expect,
  gotoHydrated,
  holdBack,
  pageStarted,
  test,
  ANY_SCREEN,
  isPhone,
} from './fixtures';

type Indicator = { id: string; series: { geo: string; group: string | null; values: (number | null)[] }[] };
const { indicators } = JSON.parse(readFileSync('build/data/indicators.json', 'utf8')) as {
  indicators: Indicator[];
};
const population = indicators.find((i) => i.id === 'population')!;
const value = (geo: string, year: number) =>
  population.series.find((s) => s.geo === geo && s.group === null)!.values[year - 2011]!;

test.describe('Indicator pages', () => {
  test('draw the indicator by place and year; the choice is in the address and survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/data/indicators/population');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Population');
    const chart = page.getByRole('figure', { name: 'Population by year' });
    await expect(chart.getByRole('img')).toHaveAccessibleName(
      /Line chart of Population \(persons\), 2011–2025: Hail Region\./,
    );
    await expect(chart).toContainText('746,248 persons');
    await expect(chart.locator('svg path[fill="none"]')).toHaveCount(1);
    const table = page.getByRole('region', { name: /^The values drawn: Population/ });
    await expect(table.getByRole('row')).toHaveCount(16);

    // Two governorates more, and fewer years
    const controls = page.getByRole('region', { name: 'What to show' });
    await controls.getByRole('checkbox', { name: 'Hail City' }).click();
    await controls.getByRole('checkbox', { name: 'Baqaa' }).click();
    await controls.getByRole('combobox', { name: 'From' }).selectOption('2020');
    await expect(page).toHaveURL(/\?geo=hail-region%2Chail-city%2Cbaqaa&from=2020$/);
    await expect(chart.locator('svg path[fill="none"]')).toHaveCount(3);
    // The table below the chart starts as it comes near (scrolled to, on a phone)
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Hail Region', 'Hail City', 'Baqaa']);
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row').last()).toHaveText(
      ['2025', ...[value('hail-region', 2025), 440_000, 67_000].map((v) => v.toLocaleString('en'))].join(''),
    );
    // Two more places: the fifth cannot be chosen
    await controls.getByRole('checkbox', { name: 'Samira' }).click();
    await expect(controls.getByRole('checkbox', { name: 'Ghazalah' })).toBeDisabled();

    await page.reload();
    await pageStarted(page);
    await expect(controls.getByRole('checkbox', { name: 'Baqaa' })).toBeChecked();
    await expect(chart.locator('svg path[fill="none"]')).toHaveCount(4);

    // The data as shown
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV (as shown)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-population-2020-2025.csv');
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('year,governorate,value');
    expect(csv).toHaveLength(1 + 6 * 4);
    expect(csv).toContain('2025,baqaa,67000');
    await expect(page.getByRole('link', { name: /^The full dataset/ })).toHaveAttribute(
      'href',
      '/data/catalogue/indicator-population',
    );
    await expect(page.getByRole('region', { name: 'Embed this chart' })).toContainText(
      '/embed/indicators/population?geo=hail-region%2Chail-city%2Cbaqaa%2Csamira&from=2020',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a download pressed before its code has arrived saves the view shown, not the default', async ({
    page,
  }) => {
    // The table and downloads start when seen: their code is held back until after the press, which the page keeps
    const { release } = await holdBack(page, /\/_astro\/indicator-data\.[\w-]+\.js$/);
    await page.goto('/data/indicators/population?geo=hail-region%2Cbaqaa&from=2020');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV (as shown)' }).click();
    // Made in the browser: it says so at once, and saves the file once the code has come
    const preparing = page.getByRole('status').getByText('Preparing the file…');
    await expect(preparing).toBeVisible();
    release();
    expect((await download).suggestedFilename()).toBe('hail-population-2020-2025.csv');
    await expect(preparing).toBeHidden();
  });

  test('an address it cannot use falls back to the default and says so', async ({ page }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/data/indicators/population?geo=atlantis&from=1999');
    await expect(page.getByRole('alert')).toHaveText(/places, first year/);
    await expect(
      page.getByRole('region', { name: 'What to show' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(1);
  });

  test('the embed page draws the chart alone, in either language', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/ar/embed/indicators/unemployment-rate?group=female');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('figure')).toContainText('معدل البطالة (الإناث)');
    await expect(page.getByRole('link', { name: /^المصدر/ })).toHaveAttribute(
      'href',
      /\/ar\/data\/indicators\/unemployment-rate\?group=female$/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the economy dashboard lists the domain’s 31 indicators below it', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/data/economy');
    const list = page.getByRole('region', { name: 'Every economy and investment indicator (31)' });
    await expect(list.getByRole('status')).toHaveText('Showing 31 of 31 indicators');
    await expect(list.getByRole('link', { name: 'Unemployment rate', exact: true })).toHaveAttribute(
      'href',
      '/data/indicators/unemployment-rate',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a governorate profile sets its headline indicators and CPI beside the region’s', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('list', { name: 'Governorates' }).getByRole('button', { name: /Baqaa/ }).click();
    await page.getByRole('link', { name: 'Open the profile of Baqaa' }).click();
    await expect(page).toHaveURL(/\/about\/governorates\/baqaa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baqaa');
    await expect(
      page.getByRole('list', { name: 'Figures of the governorate' }).getByRole('listitem'),
    ).toHaveText([/Population\s*67,000/, /GDP growth\s*\+3\.2%/, /Area\s*15,600 km²/, /Major projects\s*12/]);
    const people = page.getByRole('region', { name: 'People & Society' });
    await expect(people.getByRole('columnheader')).toHaveText(['Indicator', 'Baqaa', 'Hail Region']);
    await expect(people.getByRole('link', { name: 'Population growth rate' })).toHaveAttribute(
      'href',
      '/data/indicators/population-growth-rate?geo=hail-region%2Cbaqaa',
    );
    await expect(page.getByRole('region', { name: 'City Prosperity Index' })).toContainText(
      /Baqaa scores \d+\.\d out of 100/,
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const path of [
    '/data/indicators/average-monthly-wage?group=services',
    '/ar/data/indicators/literacy-rate',
    '/ar/data/governance',
    '/ar/about/governorates/samira',
    '/ar/data/cpi',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      // On the phone, an indicator's page (the others are checked there by data.spec.ts and arabic.spec.ts)
      test.skip(path !== '/ar/data/indicators/literacy-rate' && isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
