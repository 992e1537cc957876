import { readFileSync } from 'node:fs';
import { formatBytes } from '../app/i18n/format';
import { expected, HAND_MADE, handMade, published, publishedDataset } from './catalogue-data';
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
import { axeViolations, chosen, expect, gotoHydrated, isPhone, test, ANY_SCREEN } from './fixtures';

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
    // On the phone, the Arabic catalogue's page is checked (arabic.spec.ts)
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, PATH);
    expect(await axeViolations(page)).toEqual([]);
    await gotoHydrated(page, `${PATH}?q=nothing-matches-this`);
    await expect(page.getByText('No datasets match your search and filters.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
