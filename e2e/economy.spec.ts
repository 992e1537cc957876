import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, chosen, expect, gotoHydrated, isPhone, test } from './fixtures';

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
  industrial: 'Industrial Output by Year',
  fdi: 'Foreign Direct Investment by Year',
  business: 'Business Registration Growth by Year',
};

const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
const period = (page: Page) => filters(page).getByRole('combobox', { name: 'Time Period' });
const governorate = (page: Page, name: string) =>
  filters(page).getByRole('group', { name: 'Governorate' }).getByRole('checkbox', { name, exact: true });
const indicator = (page: Page, name: string) =>
  filters(page).getByRole('group', { name: 'Key Indicators' }).getByRole('checkbox', { name, exact: true });
const chart = (page: Page, name: string) => page.getByRole('figure', { name });
/** A chart scrolled to: a chart is drawn when it comes near the viewport. */
async function shown(page: Page, name: string) {
  await chart(page, name).scrollIntoViewIfNeeded();
  return chart(page, name);
}
const cards = (page: Page) => page.getByRole('region', { name: 'Key figures' }).getByRole('listitem');

/** The cells of each body row of a table, header cell included. */
function rows(table: ReturnType<Page['getByRole']>) {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
    );
}

/** The numbers a chart draws, from its "View as table". */
async function drawn(page: Page, name: string) {
  const figure = chart(page, name);
  const table = figure.getByRole('table');
  if (await table.isHidden()) await figure.getByRole('button', { name: 'View as table' }).click();
  return {
    head: await table.locator('thead th').allTextContents(),
    rows: await rows(table),
  };
}

async function choosePeriod(page: Page, name: string) {
  await period(page).selectOption({ label: name });
  await expect(chosen(period(page))).toHaveText(name);
}

async function apply(page: Page) {
  await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
}

/** The text of a PDF as Poppler reads it, Arabic presentation forms folded back into letters. */
function pdfText(file: string) {
  const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');
}

test.describe('Economy & Investment Dashboard', () => {
  test('opens on the spec view: header, filters, figures, charts and wage table', async ({
    page,
    consoleErrors,
  }) => {
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/\/charts-[\w-]+\.js$/.test(request.url())) chartCode.push(request.url());
    });
    await gotoHydrated(page, PATH);
    if (isPhone(page)) {
      // On a phone the charts are below the fold: neither drawn nor their code fetched until scrolled near
      await expect(page.getByRole('figure').first().getByRole('img')).toBeAttached();
      await expect(page.locator('svg.recharts-surface')).toHaveCount(0);
      expect(chartCode).toEqual([]);
    }
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Data & Indicators',
      'Economy & Investment Dashboard',
    ]);
    await expect(crumbs.getByRole('link', { name: 'Data & Indicators' })).toHaveAttribute('href', '/data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Economy & Investment Dashboard');
    await expect(page.getByText(/Agriculture, employment and wages across the Hail region/)).toBeVisible();
    await expect(page).toHaveTitle(/Economy & Investment Dashboard/);

    // Filters: 2025, All Region, the first three indicators
    await expect(chosen(period(page))).toHaveText('2025');
    await expect(filters(page).getByRole('group', { name: 'Governorate' }).locator('label')).toHaveText(
      GOVERNORATES,
    );
    for (const [i, name] of GOVERNORATES.entries())
      await expect(governorate(page, name)).toBeChecked({ checked: i === 0 });
    await expect(filters(page).getByRole('group', { name: 'Key Indicators' }).locator('label')).toHaveText(
      INDICATORS,
    );
    for (const [i, name] of INDICATORS.entries())
      await expect(indicator(page, name)).toBeChecked({ checked: i < 3 });
    await expect(period(page).getByRole('option')).toHaveText([
      '2025',
      '2024',
      'Last 5 Years',
      'Last 10 Years',
    ]);

    // The spec's figures, read from the indicator files
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0)).toContainText('Agricultural Production');
    await expect(cards(page).nth(0)).toContainText('SAR 345M');
    await expect(cards(page).nth(0)).toContainText('+5.2% year on year · 2024');
    await expect(cards(page).nth(1)).toContainText('61.5%');
    await expect(cards(page).nth(1)).toContainText('Q3 2025');
    await expect(cards(page).nth(2)).toContainText('SAR 5,425');
    await expect(cards(page).nth(2)).toContainText('+8.1%');

    const expected = {
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
    await expect(page.getByRole('figure')).toHaveCount(3);
    for (const [name, series] of Object.entries(expected)) {
      const drawing = (await shown(page, name)).getByRole('img', { name });
      await expect(drawing.locator('svg.recharts-surface')).toBeVisible();
      expect((await drawing.boundingBox())?.height).toBe(300);
      await expect(drawing).toHaveAccessibleDescription(new RegExp(series.map(([k]) => k).join('.*')));
      expect((await drawn(page, name)).rows).toEqual(series);
    }
    await expect((await shown(page, CHARTS.agri)).locator('.recharts-line-dot')).toHaveCount(5);
    await expect((await shown(page, CHARTS.wages)).locator('.recharts-bar-rectangle')).toHaveCount(4);

    const table = page.getByRole('table', { name: 'Wages by Sector' });
    await expect(table.getByRole('columnheader')).toHaveText(['Sector', 'Average Wage', 'Growth (YoY)']);
    expect(await rows(table)).toEqual([
      ['Agriculture', 'SAR 4,200', '+3.4%'],
      ['Manufacturing', 'SAR 5,650', '+5.2%'],
      ['Services', 'SAR 6,800', '+4.8%'],
      ['Construction', 'SAR 4,800', '+2.9%'],
    ]);

    // A chart's CSV holds exactly what it draws
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      chart(page, CHARTS.wages).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-average-monthly-wages-by-sector.csv');
    expect((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')).toBe(
      'Sector,Average monthly wage (SAR)\r\nAgriculture,4200\r\nManufacturing,5650\r\nServices,6800\r\nConstruction,4800\r\n',
    );

    // Filters beside the figures on a desktop, above them on a phone; nothing wider than the screen
    const panel = (await filters(page).boundingBox())!;
    const first = (await cards(page).first().boundingBox())!;
    if (isPhone(page)) expect(panel.y + panel.height).toBeLessThanOrEqual(first.y);
    else expect(panel.x + panel.width).toBeLessThanOrEqual(first.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('each filter changes what is drawn, on Apply Filters, and the view survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, PATH);

    // Time Period 2024 (by keyboard): the bars and cards describe 2024
    await period(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(chosen(period(page))).toHaveText('2024');
    await expect(filters(page).getByText('You have changes that are not applied yet.')).toBeVisible();
    await expect(cards(page).nth(1)).toContainText('61.5%'); // a draft changes nothing
    await apply(page);
    await expect(filters(page).getByRole('status')).toHaveText('Filters applied: 3 indicators selected.');
    await expect(cards(page).nth(1)).toContainText('60.5%');
    await expect(cards(page).nth(1)).toContainText('Q3 2024');
    expect((await drawn(page, CHARTS.labor)).rows).toEqual([
      ['Men', '73.9%'],
      ['Women', '39.3%'],
    ]);
    await expect(page).toHaveURL(/\?period=2024$/);

    // Last 10 Years: the years of the trend; the card gives the change over the period
    await choosePeriod(page, 'Last 10 Years');
    await apply(page);
    // The applied view is drawn (an assertion that waits) before its table is read
    await expect(cards(page).nth(0)).toContainText(/since 2016 · 2024/);
    expect((await drawn(page, CHARTS.agri)).rows.map((r) => r[0])).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    await expect(cards(page).nth(0)).toContainText(/since 2016 · 2024/);

    // Governorates: a line and a bar each, instead of the region
    await governorate(page, 'Hail City').click();
    await governorate(page, 'Samira').click();
    await expect(governorate(page, 'All Region')).not.toBeChecked();
    await apply(page);
    await expect((await shown(page, CHARTS.agri)).locator('.recharts-line')).toHaveCount(2);
    const agri = await drawn(page, CHARTS.agri);
    expect(agri.head).toEqual(['Year', 'Hail City', 'Samira']);
    expect(agri.rows.every((r) => r.length === 3 && r[1] !== r[2])).toBe(true);
    await expect((await shown(page, CHARTS.agri)).locator('.recharts-line')).toHaveCount(2);
    expect((await drawn(page, CHARTS.labor)).head).toEqual(['Gender', 'Hail City', 'Samira']);
    await expect(cards(page).nth(0)).toContainText('Hail City');
    await expect(cards(page).nth(0)).toContainText('Samira');
    await expect(cards(page).nth(0)).not.toContainText('SAR 345M');
    await expect(page.getByRole('table', { name: 'Wages by Sector' }).getByRole('row')).toHaveCount(9);

    // Key indicators: labor off, the other three on
    await indicator(page, 'Labor Force Participation Rate').click();
    for (const name of INDICATORS.slice(3)) await indicator(page, name).click();
    await apply(page);
    await expect(chart(page, CHARTS.labor)).toHaveCount(0);
    for (const name of [CHARTS.industrial, CHARTS.fdi, CHARTS.business])
      await expect((await shown(page, name)).locator('.recharts-line')).toHaveCount(2);
    await expect(cards(page)).toHaveCount(5);
    expect((await drawn(page, CHARTS.business)).rows[0]![1]).toMatch(/^[+-]\d+(\.\d)?%$/);

    // The address holds the view: a reload (or a shared link) reopens it
    const url = page.url();
    expect(url).toContain('governorate=hail-city%2Csamira');
    await gotoHydrated(page, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(chosen(period(page))).toHaveText('Last 10 Years');
    await expect(governorate(page, 'Samira')).toBeChecked();
    await expect(indicator(page, 'Labor Force Participation Rate')).not.toBeChecked();
    await expect(chart(page, CHARTS.fdi)).toBeVisible();
    expect((await drawn(page, CHARTS.agri)).head).toEqual(['Year', 'Hail City', 'Samira']);

    // Unchecking the last governorate leaves the whole region; no indicator at all says so
    await governorate(page, 'Hail City').click();
    await governorate(page, 'Samira').click();
    await expect(governorate(page, 'All Region')).toBeChecked();
    for (const name of INDICATORS)
      if (await indicator(page, name).isChecked()) await indicator(page, name).click();
    await apply(page);
    await expect(
      page.getByText('No key indicator is selected. Choose at least one and apply the filters.'),
    ).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a link with filters it does not know opens on the rest and says what it left out', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, `${PATH}?period=1999&governorate=samira,atlantis&indicators=gold`);
    await expect(
      page.getByText(
        'This link asked for filters the dashboard does not offer, so they were left out: period=1999, governorate=atlantis, indicators=gold.',
      ),
    ).toBeVisible();
    await expect(chosen(period(page))).toHaveText('2025');
    await expect(governorate(page, 'Samira')).toBeChecked();
    await expect(page.getByRole('figure')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test('Download as PDF gives a real PDF of the view: title, filters, figures, sources', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(
      page,
      `${PATH}?governorate=samira&indicators=agricultural-production,industrial-output`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-economy-dashboard-2025-en.pdf');
    await expect(page.getByRole('status').filter({ hasText: 'PDF downloaded' })).toBeVisible();
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    for (const words of [
      'Economy & Investment Dashboard',
      'Governorate Samira',
      'Agricultural Production Value, Industrial Output',
      CHARTS.agri,
      CHARTS.industrial,
      'Sources',
      'Ministry of Environment, Water and Agriculture',
      '/data/catalogue/indicator-industrial-output',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(CHARTS.labor);
    expect(consoleErrors).toEqual([]);
  });

  test('Share copies the link where there is no share sheet, and uses the sheet where there is', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `${PATH}?period=2024`);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share' }).click();
    const url = page.url();
    expect(url).toContain('period=2024');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText(
      `Link copied to clipboard: ${url}`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

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
      .toEqual([{ title: 'Economy & Investment Dashboard', url }]);

    // Printing from the browser keeps only the dashboard
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(filters(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('the Arabic dashboard: figures, filters and a PDF with Arabic shaped', async ({
  page,
  consoleErrors,
}) => {
  test.skip(isPhone(page), 'one language check of the PDF is enough; the phone layout is the English one');
  await gotoHydrated(page, `/ar${PATH}?governorate=hail-city`);
  await expect(page.getByRole('checkbox', { name: 'مدينة حائل' })).toBeChecked();
  await expect(chosen(page.getByRole('combobox', { name: 'الفترة الزمنية' }))).toHaveText('2025');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل بصيغة PDF' }).click(),
  ]);
  const text = pdfText(await download.path());
  // Letters in reading order, joined: the words come out of the PDF as they were written
  for (const words of [
    'لوحة معلومات الاقتصاد والاستثمار',
    'مدينة حائل',
    'قيمة الإنتاج الزراعي حسب السنة',
    'المصادر',
  ])
    expect(text).toContain(words);
  expect(consoleErrors).toEqual([]);
});
