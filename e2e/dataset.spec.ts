import { formatBytes } from '../app/i18n/format';
import { liveUrl, published, publishedDataset } from './catalogue-data';
import { axeViolations, expect, gotoHydrated, test, ANY_SCREEN, isPhone } from './fixtures';
import { mapReady } from './map';
import { site } from '../content/site';

const census = publishedDataset('population-census-2025');
const parcels = publishedDataset('industrial-zone-parcels');
const wells = publishedDataset('groundwater-well-locations');
const roads = publishedDataset('major-road-network');

test.describe('Dataset pages', () => {
  test('a catalogue card opens its dataset page', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/data/catalogue');
    await page
      .getByRole('article', { name: census.title.en })
      .getByRole('link', { name: census.title.en })
      .click();
    await expect(page).toHaveURL(/\/data\/catalogue\/population-census-2025$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(census.title.en);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Data & Indicators',
      'Data Catalogue',
      census.title.en,
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('shows metadata, files with their real sizes, preview, schema, citation and API address', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/data/catalogue/population-census-2025');
    await expect(page.getByText('Illustrative sample data, not official statistics')).toBeVisible();

    const facts = page.getByRole('region', { name: 'About this dataset' });
    await expect(facts.locator('dt')).toHaveText([
      'Publisher',
      'Contact',
      'Licence',
      'Spatial coverage',
      'Temporal coverage',
      'Update frequency',
      'First published',
      'Last updated',
      'Source',
      'Rows',
      'Keywords',
    ]);
    await expect(
      facts.getByRole('link', { name: 'Creative Commons Attribution 4.0 International' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(facts.getByRole('link', { name: 'HRDA Open Data Team' })).toHaveAttribute(
      'href',
      'mailto:opendata@hailhub.sa',
    );
    await expect(facts.locator('dd').nth(9)).toHaveText(String(census.records));

    const files = page.getByRole('region', { name: 'Download' });
    for (const r of census.resources) {
      const link = files.getByRole('link', { name: `${r.format} (${formatBytes('en', r.size)})` });
      await expect(link).toHaveAttribute('href', liveUrl(r));
      await expect(link).toHaveAttribute('download', r.fileName);
      const response = await page.request.get(r.url);
      expect(response.status()).toBe(200);
      expect((await response.body()).byteLength).toBe(r.size);
    }

    const preview = page.getByRole('region', { name: 'Preview', exact: true }).getByRole('table');
    await expect(preview.locator('tbody tr')).toHaveCount(10);
    await expect(preview.getByRole('columnheader')).toHaveCount(census.fields.length);
    await expect(preview).toContainText(`The first 10 of ${census.records} rows.`);

    const schema = page.getByRole('region', { name: 'Columns' }).getByRole('table');
    await expect(schema.locator('tbody tr td:first-child')).toHaveText(census.fields.map((f) => f.name));

    await expect(page.getByRole('region', { name: 'How to cite' })).toContainText(
      'HRDA Statistics Department (2025). Population Census 2025 [Data set]. Hail Regional Data Hub.',
    );
    const api = page.getByRole('link', { name: 'package_show (JSON)' });
    await expect(api).toHaveAttribute('href', '/api/3/action/package_show?id=population-census-2025');
    expect(consoleErrors).toEqual([]);
  });

  test('geodata pages preview the features as a table', async ({ page }) => {
    await gotoHydrated(page, '/data/catalogue/industrial-zone-parcels');
    const preview = page.getByRole('region', { name: 'Preview', exact: true }).getByRole('table');
    await expect(preview).toContainText(`The attributes of the first 10 of ${parcels.records} features.`);
    await expect(preview.locator('tbody tr').first()).toContainText('IND-08-1134');
    await expect(page.getByRole('region', { name: 'About this dataset' })).toContainText(
      `${parcels.records} polygons`,
    );
  });

  test('geodata pages show their features on a map preview, loaded when it comes near', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/data/catalogue/groundwater-well-locations');
    const section = page.getByRole('region', { name: 'Map preview' });
    // Says in text what the canvas shows, before the map is loaded.
    await expect(section).toContainText(
      `The map shows this dataset's ${wells.records} features on the base map of the Hail region`,
    );
    // Well below the screen (more than the 400px look-ahead), nothing is drawn yet.
    const box = section.locator('[data-map-status]');
    if (await section.evaluate((el) => el.getBoundingClientRect().top > innerHeight + 600))
      await expect(box).toHaveAttribute('data-map-status', 'idle');
    const mapLibre: string[] = [];
    page.on('request', (r) => /maplibre/.test(r.url()) && mapLibre.push(r.url()));
    await section.scrollIntoViewIfNeeded();
    // Near, the dataset's features are drawn on the base map as a picture (a dot per well), without MapLibre
    await expect(box).toHaveAttribute('data-map-status', 'still');
    await expect(box.locator('[data-still-map] g[fill="#0f6466"] circle')).toHaveCount(wells.records);
    expect(mapLibre).toEqual([]);
    // Pointed at, the live map starts. WebGL runs through SwiftShader here: MapLibre may take a while.
    await box.hover();
    await expect(section.locator('[data-map-status="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(section).toHaveAttribute('data-features', 'ready', { timeout: 30_000 });
    await expect(box.locator('[data-still-map]')).toHaveCount(0, { timeout: 30_000 });
    await expect(section.getByRole('region', { name: `Map of ${wells.title.en}` })).toBeVisible();
    expect((await box.boundingBox())?.height).toBeGreaterThan(300);
    await expect(section.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    await expect(section.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('the Arabic map preview is in Arabic', async ({ page }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/ar/data/catalogue/major-road-network');
    const section = page.getByRole('region', { name: 'معاينة على الخريطة' });
    await expect(section).toContainText(`رُسمت عناصر هذه المجموعة (${roads.records})`);
    await mapReady(section);
    await expect(section).toHaveAttribute('data-features', 'ready', { timeout: 30_000 });
    await expect(section.getByRole('region', { name: `خريطة ${roads.title.ar}` })).toBeVisible();
    await expect(section.getByRole('button', { name: 'تكبير' })).toBeVisible();
  });

  test('has no axe violations with the map preview loaded', async ({ page }) => {
    await gotoHydrated(page, '/data/catalogue/industrial-zone-parcels');
    const section = page.getByRole('region', { name: 'Map preview' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-still-map]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await mapReady(section);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a dataset without geometry has no map preview, nor its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await gotoHydrated(page, '/data/catalogue/labor-force-statistics');
    await page.getByRole('region', { name: 'How to cite' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Preview', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Map preview' })).toHaveCount(0);
    await expect(page.locator('[data-map-status]')).toHaveCount(0);
    expect(scripts.filter((s) => /\/(dataset-map|map-view|maplibre)[\w-]*\.js$/.test(s))).toEqual([]);
  });

  test('every dataset’s page carries its schema.org Dataset JSON-LD', async ({ request, isMobile }) => {
    test.skip(isMobile, ANY_SCREEN);
    for (const d of published.datasets) {
      const html = await (await request.get(`/data/catalogue/${d.slug}`)).text();
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json, d.slug).toBeTruthy();
      const ld = JSON.parse(json!) as Record<string, unknown> & { distribution: { contentUrl: string }[] };
      expect(ld['@type']).toBe('Dataset');
      expect(ld.name).toBe(d.title.en);
      expect(ld.license).toBe(d.license.url);
      expect(ld.distribution.map((x) => x.contentUrl)).toEqual(
        d.resources.map((r) => `${site.url}${liveUrl(r)}`),
      );
    }
  });

  test('the Arabic page is right to left, in Arabic, with Arabic JSON-LD', async ({ page, request }) => {
    await gotoHydrated(page, '/ar/data/catalogue/population-census-2025');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(census.title.ar);
    await expect(page.getByRole('region', { name: 'عن مجموعة البيانات' })).toBeVisible();
    const html = await (await request.get('/ar/data/catalogue/population-census-2025')).text();
    expect(html).toContain(`"name":"${census.title.ar}"`);
    expect(html).toContain('"inLanguage":"ar"');
  });

  test('an unknown dataset is a 404, before and after hydration', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    const response = await page.goto('/data/catalogue/no-such-dataset');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => consoleErrors.some((e) => e.includes('/data/catalogue/no-such-dataset')))
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  for (const path of ['/data/catalogue/labor-force-statistics', '/ar/data/catalogue/major-road-network']) {
    test(`has no axe violations: ${path}`, async ({ page }) => {
      // On the phone, the page with its map preview is checked above
      test.skip(isPhone(page), ANY_SCREEN);
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
