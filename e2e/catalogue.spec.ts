import { readFileSync } from 'node:fs';
import { formatBytes } from '../app/i18n/format';
import { expected, handMade, published, publishedDataset } from './catalogue-data';
import {
  card,
  category,
  choose,
  datasets,
  filters,
  PATH,
  period,
  search,
  showing,
  titles,
} from './catalogue-page';
import { axeViolations, chosen, expect, gotoHydrated, isPhone, test } from './fixtures';

/** The datasets made by hand, first in catalogue order (the indicators' datasets follow). */
const HAND_MADE = [
  'Industrial Zone Parcels',
  'Labor Force Statistics',
  'Agricultural Production Value 2020-2024',
  'Groundwater Well Locations',
  'Major Road Network',
  'Population Census 2025',
];
const all = expected();

test.describe('Data Catalogue', () => {
  test('shows the breadcrumb, title, stats and every dataset with its details', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, PATH);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Data & Indicators', 'Data Catalogue']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Data & Indicators' })).toHaveAttribute('href', '/data');
    await expect(crumbs.getByText('Data Catalogue')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Catalogue');

    const stats = page.getByRole('region', { name: 'Catalogue in figures' }).getByRole('listitem');
    // What the catalogue holds, counted: the seed's figures and the downloads since, which other tests add to
    // (a fresh store shows the seed's exactly: server/catalogue-pages.built.test.ts)
    await expect(stats).toHaveText([
      new RegExp(`Total Datasets\\s*${published.datasets.length}`),
      /Total Downloads\s*\d+(\.\d)?K/,
      /Latest Update\s*Q3 2025/,
    ]);

    await expect(search(page)).toHaveAttribute('placeholder', 'Search all datasets...');
    await expect(chosen(category(page))).toHaveText('All Categories');
    await expect(chosen(period(page))).toHaveText('All Time');
    await expect(showing(page)).toHaveText(all.showing);
    await expect(titles(page)).toHaveText(all.titles);
    expect(all.titles.slice(0, 6)).toEqual(HAND_MADE);

    const counts = ['1,247', '2,341', '987', '678', '1,534', '3,201'];
    for (const [i, title] of HAND_MADE.entries()) {
      const c = card(page, title);
      await expect(c.locator('dt')).toHaveText(['Last Updated', 'Source', 'File Size', 'Downloads']);
      const shown = (await c.locator('dd').nth(3).textContent())!;
      expect(Number(shown.replaceAll(',', ''))).toBeGreaterThanOrEqual(Number(counts[i]!.replace(',', '')));
    }
    const parcels = card(page, 'Industrial Zone Parcels');
    await expect(parcels.getByText('Economy', { exact: true })).toBeVisible();
    await expect(parcels.getByText('Featured', { exact: true })).toBeVisible();
    await expect(parcels.locator('dd')).toHaveText([
      'Sep 15, 2025',
      'HRDA Urban Planning Unit',
      // The size of the real file in the first format (the zipped Shapefile)
      formatBytes('en', publishedDataset('industrial-zone-parcels').resources[0]!.size),
      /^\d{1,3}(,\d{3})+$/,
    ]);
    await expect(card(page, 'Labor Force Statistics').getByText('Featured', { exact: true })).toHaveCount(0);
    await expect(datasets(page).getByText('Featured', { exact: true })).toHaveCount(2);

    // One download link per format (a link to the file, looking like a button), each naming its file and size
    const links = parcels.getByRole('link', { name: /^Download as / });
    await expect(links).toHaveText([
      'Download as Shapefile',
      'Download as GeoJSON',
      'Download as KML',
      'Download as DXF',
    ]);
    await expect(links.first()).toHaveAttribute(
      'href',
      '/downloads/industrial-zone-parcels/v1/industrial-zone-parcels-shp.zip',
    );
    await expect(links.first()).toHaveAttribute('download', 'industrial-zone-parcels-shp.zip');
    await expect(links.first()).toHaveAccessibleDescription(
      /^industrial-zone-parcels-shp\.zip, \d+(\.\d)? kB$/,
    );
    await expect(parcels.getByRole('link', { name: 'Industrial Zone Parcels' })).toHaveAttribute(
      'href',
      '/data/catalogue/industrial-zone-parcels',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('every Download as link downloads its real file', async ({ page, consoleErrors }, info) => {
    test.skip(info.project.name === 'phone', 'the same links; once is enough');
    // The hand-made datasets (every format the pipeline writes) and one indicator's dataset.
    for (const dataset of published.datasets.slice(0, handMade.length + 1)) {
      // A fresh page per dataset: Chromium asks before a page's eleventh quick download, and a headless browser
      // has no one to answer.
      await gotoHydrated(page, PATH);
      for (const resource of dataset.resources) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          card(page, dataset.title.en)
            .getByRole('link', { name: `Download as ${resource.format}` })
            .click(),
        ]);
        expect(download.suggestedFilename()).toBe(resource.fileName);
        const bytes = readFileSync((await download.path())!);
        expect(bytes.byteLength).toBe(resource.size);
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test('arrives with its first page only; every search asks the server, and says so when it cannot', async ({
    page,
  }) => {
    // The page holds the first page's datasets, not the rest of the catalogue.
    const html = await (await page.request.get(PATH)).text();
    const later = expected({ page: 2 }).titles;
    expect(later.length).toBeGreaterThan(0);
    for (const title of later) expect(html).not.toContain(title);

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    let reachable = false;
    await page.route('**/api/3/action/package_search?**', (route) =>
      reachable ? route.continue() : route.abort(),
    );
    await gotoHydrated(page, PATH);
    await search(page).fill('wells');
    await expect(page.getByRole('alert')).toHaveText(
      'The search could not be completed. Check your connection and try again.',
    );
    await expect(titles(page)).toHaveText(all.titles); // what was shown stays
    reachable = true;
    await search(page).fill('well');
    await expect(showing(page)).toHaveText(expected({ q: 'well' }).showing);
    await expect(titles(page)).toHaveText(expected({ q: 'well' }).titles);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await choose(category(page), 'Society');
    await expect(titles(page)).toHaveText(expected({ q: 'well', category: 'Society' }).titles);
    expect(asked).toContain('/api/3/action/package_search');
    // No list of the catalogue is downloaded
    expect(asked.filter((p) => p.endsWith('.json'))).toEqual([]);
  });

  test('search narrows the list live, case-insensitive, on title or description', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, PATH);
    await search(page).fill('WELLS');
    await expect(showing(page)).toHaveText(expected({ q: 'wells' }).showing);
    await expect(titles(page)).toHaveText(expected({ q: 'wells' }).titles);
    expect(expected({ q: 'wells' }).titles).toContain('Groundwater Well Locations');
    await expect(page).toHaveURL(/\?q=WELLS$/);

    // Typed key by key, each keystroke narrows
    await search(page).fill('');
    await expect(showing(page)).toHaveText(all.showing);
    await search(page).pressSequentially('cen');
    // "licensed" and "Centrelines" in descriptions match too
    await expect(titles(page)).toHaveText(expected({ q: 'cen' }).titles);
    await search(page).pressSequentially('sus');
    await expect(titles(page)).toHaveText(expected({ q: 'census' }).titles);
    expect(expected({ q: 'census' }).titles).toContain('Population Census 2025');
    await expect(search(page)).toHaveValue('census');
    await expect(page).toHaveURL(/\?q=census$/);

    // A word only in a description
    await search(page).fill('aquifers');
    await expect(titles(page)).toHaveText(expected({ q: 'aquifers' }).titles);
    expect(expected({ q: 'aquifers' }).titles).toContain('Groundwater Well Locations');
    await search(page).fill('livestock');
    await expect(titles(page)).toHaveText(expected({ q: 'livestock' }).titles);
    expect(expected({ q: 'livestock' }).titles).toContain('Agricultural Production Value 2020-2024');

    // Nothing found: a clear message and a way back
    await search(page).fill('zzz no such dataset');
    await expect(showing(page)).toHaveText('Showing 0 datasets');
    await expect(page.getByText('No datasets match your search and filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(showing(page)).toHaveText(all.showing);
    await expect(search(page)).toHaveValue('');
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('category and time period filter the list', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, PATH);
    await expect(category(page).getByRole('option')).toHaveText([
      'All Categories',
      'Economy',
      'Environment',
      'Infrastructure',
      'Society',
      'Governance',
    ]);
    await choose(category(page), 'Economy');
    await expect(showing(page)).toHaveText(expected({ category: 'Economy' }).showing);
    await expect(titles(page)).toHaveText(expected({ category: 'Economy' }).titles);
    expect(expected({ category: 'Economy' }).titles.slice(0, 3)).toEqual(HAND_MADE.slice(0, 3));
    await expect(page).toHaveURL(/category=Economy/);

    await choose(category(page), 'Governance');
    await expect(showing(page)).toHaveText(expected({ category: 'Governance' }).showing);
    await choose(category(page), 'All Categories');

    await expect(period(page).getByRole('option')).toHaveText(['All Time', '2025', '2024', 'Last 5 Years']);
    await choose(period(page), '2024');
    await expect(titles(page)).toHaveText(expected({ period: '2024' }).titles);
    expect(expected({ period: '2024' }).titles.slice(0, 4)).toEqual([
      'Labor Force Statistics',
      'Agricultural Production Value 2020-2024',
      'Groundwater Well Locations',
      'Major Road Network',
    ]);
    await expect(page).toHaveURL(/\?period=2024$/);
    await choose(period(page), '2025');
    await expect(titles(page)).not.toContainText(['Major Road Network']);
    await expect(showing(page)).toHaveText(expected({ period: '2025' }).showing);
    expect(consoleErrors).toEqual([]);
  });

  test('format and source checkboxes apply on Apply Filters', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, PATH);
    await filters(page).getByRole('checkbox', { name: 'DXF' }).click();
    await expect(filters(page).getByText('You have changes that are not applied yet.')).toBeVisible();
    await expect(showing(page)).toHaveText(all.showing);
    await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(titles(page)).toHaveText(['Industrial Zone Parcels']);
    await expect(page).toHaveURL(/\?format=DXF$/);

    await filters(page).getByRole('checkbox', { name: 'PDF' }).click();
    await filters(page).getByRole('checkbox', { name: 'HRDA Statistics Department' }).click();
    await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(titles(page)).toHaveText(
      expected({ formats: ['PDF', 'DXF'], sources: ['hrda-statistics'] }).titles,
    );
    await expect(page).toHaveURL(/format=PDF%2CDXF&source=hrda-statistics/);
    await expect(filters(page).getByRole('checkbox', { name: 'DXF' })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test('works by keyboard: search, select and checkboxes', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, PATH);
    await search(page).focus();
    await page.keyboard.type('highways');
    await expect(titles(page)).toHaveText(expected({ q: 'highways' }).titles);
    await page.keyboard.press('Tab');
    await expect(category(page)).toBeFocused();
    // The browser's select: the arrow keys change the choice
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(chosen(category(page))).toHaveText('Infrastructure');
    await expect(titles(page)).toHaveText(expected({ q: 'highways', category: 'Infrastructure' }).titles);

    const kml = filters(page).getByRole('checkbox', { name: 'KML' });
    await kml.focus();
    await page.keyboard.press('Space');
    await expect(kml).toBeChecked();
    await filters(page).getByRole('button', { name: 'Apply Filters' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/format=KML/);
    await expect(titles(page)).toHaveText(['Major Road Network']);
    expect(expected({ q: 'highways', category: 'Infrastructure', formats: ['KML'] }).titles).toEqual([
      'Major Road Network',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('places the filters beside the list on desktop, above it on a phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, PATH);
    const panel = await filters(page).boundingBox();
    const first = await datasets(page).first().boundingBox();
    if (isPhone(page)) expect(panel!.y + panel!.height).toBeLessThanOrEqual(first!.y);
    else expect(panel!.x + panel!.width).toBeLessThanOrEqual(first!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations', async ({ page }) => {
    await gotoHydrated(page, PATH);
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, `${PATH}?q=nothing-matches-this`);
    await expect(page.getByText('No datasets match your search and filters.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('without JavaScript the catalogue answers its search and filters in the page', async ({ browser }) => {
  test.skip(test.info().project.name === 'phone', 'one run is enough');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/data/catalogue');
  // What the fields do without JavaScript is said beside them (Playwright's text matching skips <noscript>)
  expect(await page.getByRole('search').locator('noscript').textContent()).toContain(
    'Without JavaScript, press Enter to search',
  );
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('groundwater wells');
  await page.getByRole('searchbox', { name: 'Search datasets' }).press('Enter');
  await expect(page).toHaveURL(/\/data\/catalogue\?q=groundwater\+wells&category=all&period=/);
  await expect(page.getByRole('searchbox', { name: 'Search datasets' })).toHaveValue('groundwater wells');
  await expect(showing(page)).toHaveText(expected({ q: 'groundwater wells' }).showing);
  await expect(page.getByRole('link', { name: 'Groundwater Well Locations' })).toHaveAttribute(
    'href',
    '/data/catalogue/groundwater-well-locations',
  );
  // The sidebar's boxes go with the search as it stands
  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('water');
  await page.getByRole('searchbox', { name: 'Search datasets' }).press('Enter');
  await filters(page).getByRole('checkbox', { name: 'GeoJSON' }).check();
  await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/[?&]q=water&.*format=GeoJSON/);
  await expect(filters(page).getByRole('checkbox', { name: 'GeoJSON' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Groundwater Well Locations' })).toBeVisible();
  await page.goto('/ar/data/catalogue?q=%D9%85%D9%8A%D8%A7%D9%87');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('searchbox')).toHaveValue('مياه');
  await expect(page.getByRole('article', { name: 'مواقع آبار المياه الجوفية' })).toBeVisible();
  await context.close();
});
