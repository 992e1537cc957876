import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import distance from '@turf/distance';
import pointToLineDistance from '@turf/point-to-line-distance';
import type { Feature, LineString, Point } from 'geojson';
import { axeViolations, expect, gotoHydrated, test, ANY_SCREEN, isPhone } from './fixtures';
import { centreOf, geojson, mapReady } from './map';

const PATH = '/tools/gis';
const DEFAULT_LAYERS = ['Agricultural Areas', 'Groundwater Wells', 'Major Road Network'];
const DEFAULT_ROWS = [
  ['IND-08-1134', '15.3', 'Industrial', '4.6 km', '33.9 km'],
  ['IND-12-0215', '18.7', 'Industrial', '4.8 km', '6.7 km'],
  ['IND-08-1187', '22.1', 'Industrial', '6.1 km', '37.3 km'],
];

const legendItems = (page: Page) => page.getByRole('region', { name: 'Legend' }).getByRole('listitem');
const resultsRegion = (page: Page) => page.getByRole('region', { name: 'Query Results' });
const summary = (page: Page, text: string) => resultsRegion(page).getByText(text, { exact: true });

/** The text of the first five cells (all but Actions) of each body row of the results table. */
function tableRows(page: Page) {
  return page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The label of the option a select (the browser's own) shows. */
const shown = (page: Page, label: string) =>
  page
    .getByRole('combobox', { name: label })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  expect(await shown(page, label)).toBe(option);
}

async function runQuery(page: Page) {
  await page.getByRole('tab', { name: 'Query' }).click();
  await page.getByRole('button', { name: 'Run Query' }).click();
  await expect(page.getByRole('heading', { name: 'Query Results' })).toBeVisible();
}

/**
 * The parcels of a zoning whose centre (turf's centroid: the mean of the ring's vertices, closing one excluded)
 * lies within `km` of a source, measured here with turf over every feature of the data files: independent of
 * the page's spatial index.
 */
function expectedParcels(zoning: string, km: number, source: 'road' | 'water' | 'grid') {
  const file = {
    road: 'datasets/major-road-network/roads.geojson',
    water: 'datasets/groundwater-well-locations/wells.geojson',
    grid: 'layers/electrical-grid.geojson',
  }[source];
  const sources = geojson(file).features as unknown as Feature<LineString | Point>[];
  return geojson('datasets/industrial-zone-parcels/parcels.geojson')
    .features.filter((f) => f.properties.zoning === zoning)
    .map((f) => {
      const centre = centreOf(f.geometry.coordinates);
      const km = Math.min(
        ...sources.map((s) =>
          s.geometry.type === 'Point'
            ? distance(centre, s.geometry.coordinates, { units: 'kilometers' })
            : pointToLineDistance(centre, s.geometry, { units: 'kilometers' }),
        ),
      );
      return { id: String(f.properties.parcel_id), km };
    })
    .filter((p) => p.km <= km)
    .sort((a, b) => a.km - b.km)
    .map((p) => p.id);
}

test.describe('GIS Hub', () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, PATH));

  test('shows the breadcrumb, title, map panel, caption and badge', async ({ page, consoleErrors }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Interactive Tools', 'GIS Hub']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GIS Hub');
    const figure = page.getByRole('figure', { name: 'Interactive GIS Map View' });
    await expect(figure.getByText('Hail Region - Saudi Arabia')).toBeVisible();
    await mapReady(figure);
    await expect(figure.getByRole('region', { name: /^Map of the Hail region/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('starts with agricultural, groundwater and roads on; switches change the legend and the address', async ({
    page,
    consoleErrors,
  }) => {
    await expect(page.getByRole('tab', { name: 'Layers' })).toHaveAttribute('aria-selected', 'true');
    for (const name of DEFAULT_LAYERS) await expect(page.getByRole('switch', { name })).toBeChecked();
    for (const name of ['Industrial Zones', 'Electrical Grid'])
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    await expect(legendItems(page)).toHaveText(DEFAULT_LAYERS);

    await page.getByRole('switch', { name: 'Industrial Zones' }).click();
    await expect(legendItems(page)).toHaveText([...DEFAULT_LAYERS, 'Industrial Zones']);
    const grid = page.getByRole('switch', { name: 'Electrical Grid' });
    await grid.focus();
    await page.keyboard.press('Space');
    await expect(grid).toBeChecked();
    await page.getByText('Agricultural Areas', { exact: true }).first().click();
    await expect(legendItems(page)).toHaveText([
      'Groundwater Wells',
      'Major Road Network',
      'Industrial Zones',
      'Electrical Grid',
    ]);
    await expect(page).toHaveURL(/layers=groundwater%2Croads%2Cindustrial%2Celectrical/);

    for (const name of ['Groundwater Wells', 'Major Road Network', 'Industrial Zones', 'Electrical Grid'])
      await page.getByRole('switch', { name }).click();
    await expect(legendItems(page)).toHaveCount(0);
    await expect(page.getByText('No layers are switched on.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the query tab shows the spec defaults and options', async ({ page, consoleErrors }) => {
    await page.getByRole('tab', { name: 'Query' }).click();
    await expect(page.getByRole('heading', { name: 'Find Assets' })).toBeVisible();
    expect(await shown(page, 'Zoning Type')).toBe('Industrial');
    expect(await shown(page, 'Distance')).toBe('Within 10 km');
    expect(await shown(page, 'From...')).toBe('Major Road Network');
    await expect(page.getByRole('combobox', { name: 'Zoning Type' }).getByRole('option')).toHaveText([
      'Industrial',
      'Agricultural',
      'Residential',
      'Commercial',
    ]);
    await expect(page.getByRole('combobox', { name: 'Distance' }).getByRole('option')).toHaveText([
      'Within 5 km',
      'Within 10 km',
      'Within 15 km',
      'Within 20 km',
    ]);
    await expect(page.getByRole('combobox', { name: 'From...' }).getByRole('option')).toHaveText([
      'Major Road Network',
      'Groundwater Wells',
      'Electrical Grid',
    ]);
    await expect(page.getByRole('heading', { name: 'Query Results' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("Run Query finds the spec's three parcels, announces them, and the link reopens them", async ({
    page,
    consoleErrors,
  }) => {
    await runQuery(page);
    const text = '3 industrial parcels found within 10km of the major road network';
    await expect(summary(page, text)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    expect(await tableRows(page)).toEqual(DEFAULT_ROWS);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Parcel ID',
      'Area (hectares)',
      'Zoning',
      'Distance to Road',
      'Distance to Water',
      'Actions',
    ]);
    await expect(page).toHaveURL(/zoning=industrial&within=10&from=road&results=1/);

    // A shared link reopens the same results, with the query tab showing them.
    await gotoHydrated(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect(summary(page, text)).toBeVisible();
    expect(await tableRows(page)).toEqual(DEFAULT_ROWS);
    await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('5 km of groundwater wells gives the parcels the geometry says; an empty query says so', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await page.getByRole('tab', { name: 'Query' }).click();
    for (const zoning of ['Industrial', 'Agricultural']) {
      await choose(page, 'Zoning Type', zoning);
      await choose(page, 'Distance', 'Within 5 km');
      await choose(page, 'From...', 'Groundwater Wells');
      await page.getByRole('button', { name: 'Run Query' }).click();
      const expected = expectedParcels(zoning.toLowerCase(), 5, 'water');
      // The zoning and count in the summary: the previous query's "No … found within 5km" must not pass for it
      await expect(resultsRegion(page)).toContainText(
        expected.length
          ? `${expected.length} ${zoning.toLowerCase()} parcel${expected.length === 1 ? '' : 's'} found within 5km of a groundwater well`
          : `No ${zoning.toLowerCase()} parcels found within 5km of a groundwater well.`,
      );
      expect(
        (await tableRows(page)).map((row) => row[0]),
        zoning,
      ).toEqual(expected);
    }
    expect(expectedParcels('agricultural', 5, 'water').length).toBeGreaterThan(0);

    // No industrial parcel lies within 5 km of a well (the nearest is 6.7 km away): the page says so plainly.
    await choose(page, 'Zoning Type', 'Industrial');
    await page.getByRole('button', { name: 'Run Query' }).click();
    expect(expectedParcels('industrial', 5, 'water')).toEqual([]);
    await expect(
      summary(
        page,
        'No industrial parcels found within 5km of a groundwater well. Try a larger distance or another source.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export Results' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('runs a query by keyboard: 20 km of roads gives the geometric answer', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await page.getByRole('tab', { name: 'Layers' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true');
    const distanceBox = page.getByRole('combobox', { name: 'Distance' });
    // The browser's select: the arrow keys change the choice
    await distanceBox.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(distanceBox).toHaveValue('20');
    await page.getByRole('button', { name: 'Run Query' }).focus();
    await page.keyboard.press('Enter');
    const expected = expectedParcels('industrial', 20, 'road');
    await expect(
      summary(page, `${expected.length} industrial parcels found within 20km of the major road network`),
    ).toBeVisible();
    expect((await tableRows(page)).map((row) => row[0])).toEqual(expected);
    expect(consoleErrors).toEqual([]);
  });

  test('View Details shows the attributes and location; Show on map fits the map to the parcel', async ({
    page,
    consoleErrors,
  }) => {
    await runQuery(page);
    const button = page.getByRole('button', { name: 'View Details IND-12-0215' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'IND-12-0215' });
    await expect(dialog).toHaveAccessibleDescription('Industrial parcel, North Logistics Zone');
    const parcel = geojson('datasets/industrial-zone-parcels/parcels.geojson').features.find(
      (f) => f.properties.parcel_id === 'IND-12-0215',
    )!;
    const [lon, lat] = centreOf(parcel.geometry.coordinates);
    await expect(dialog.getByRole('term')).toHaveText([
      'Zoning',
      'Area',
      'Status',
      'Location',
      'Governorate',
      'Centre',
      'Major Road Network',
      'Groundwater Wells',
      'Electrical Grid',
    ]);
    await expect(dialog.getByRole('definition')).toHaveText([
      'Industrial',
      '18.7 ha',
      'Available',
      'North Logistics Zone',
      String(parcel.properties.governorate_en),
      `${lat.toFixed(5)}° N, ${lon.toFixed(5)}° E`,
      '4.8 km',
      '6.7 km',
      '11.3 km',
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await mapReady(page);
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Show on map' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('figure', { name: 'Interactive GIS Map View' })).toBeFocused();
    await expect
      .poll(() => {
        const view = new URL(page.url()).searchParams.get('view')?.split('/').map(Number);
        return view && Math.abs(view[1]! - lat) < 0.01 && Math.abs(view[2]! - lon) < 0.01 && view[0]! >= 12;
      })
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('Export Results downloads the rows as CSV and as GeoJSON', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await runQuery(page);
    const exportAs = async (item: string) => {
      await page.getByRole('button', { name: 'Export Results' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
    };
    const csv = await exportAs('CSV (spreadsheet)');
    expect(csv.name).toBe('hail-parcels-industrial-within-10km-of-road.csv');
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Parcel ID,Area (hectares),Zoning,Location,Governorate,Major Road Network (km),Groundwater Wells (km),Electrical Grid (km),Latitude,Longitude',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(
      DEFAULT_ROWS.map((row) => row.slice(0, 3).join(',')),
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(5, 7).join(','))).toEqual(
      DEFAULT_ROWS.map((row) => [row[3], row[4]].map((cell) => cell!.replace(' km', '')).join(',')),
    );

    const json = await exportAs('GeoJSON (GIS)');
    expect(json.name).toBe('hail-parcels-industrial-within-10km-of-road.geojson');
    const collection = JSON.parse(json.text) as {
      type: string;
      features: { properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => f.properties.parcel_id)).toEqual(DEFAULT_ROWS.map((row) => row[0]));
    expect(collection.features.map((f) => Number(f.properties.distance_road_km).toFixed(1))).toEqual([
      '4.6',
      '4.8',
      '6.1',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a link with values it cannot use says so and uses the defaults', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, `${PATH}?layers=roads,lava&within=7&from=moon&results=1`);
    await expect(page.getByRole('alert')).toHaveText(
      'Some settings in this link were not understood, so their defaults are used: map layers, distance, distance from.',
    );
    await expect(legendItems(page)).toHaveText(DEFAULT_LAYERS);
    await expect(
      summary(page, '3 industrial parcels found within 10km of the major road network'),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations with the map, after the query and in the dialog', async ({
    page,
    consoleErrors,
  }) => {
    // On the phone, the Arabic GIS hub's page is checked (arabic.spec.ts)
    test.skip(isPhone(page), ANY_SCREEN);
    await mapReady(page);
    expect(await axeViolations(page)).toEqual([]);
    await runQuery(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View Details IND-08-1134' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('GIS Hub in Arabic', () => {
  test('runs the query and labels the map in Arabic', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, `/ar${PATH}`);
    await mapReady(page);
    await expect(page.getByRole('region', { name: /^خريطة منطقة حائل/ })).toBeVisible();
    // The keyboard help names the key in Arabic, as the rest of the page is.
    const help = page.getByText(/^انقر على أي معلم في الخريطة/);
    await expect(help).toContainText('مفتاح الإدخال');
    await expect(help).not.toHaveText(/[A-Za-z]/);
    await page.getByRole('tab', { name: 'الاستعلام' }).click();
    await page.getByRole('button', { name: 'تنفيذ الاستعلام' }).click();
    await expect(page.getByRole('heading', { name: 'نتائج الاستعلام' })).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('a link with layers opens on them; a switch, the query tab and Back keep the address and the ids in step', async ({
  page,
}) => {
  test.skip(isPhone(page), ANY_SCREEN);
  await gotoHydrated(page, `${PATH}?layers=roads`);
  const roads = page.getByRole('switch', { name: 'Major Road Network' });
  const agricultural = page.getByRole('switch', { name: 'Agricultural Areas' });
  await expect(roads).toBeChecked();
  await expect(agricultural).not.toBeChecked();
  await agricultural.click();
  await expect(page).toHaveURL(/[?&]layers=agricultural(%2C|,)roads$/);
  await page.getByRole('tab', { name: 'Query' }).click();
  // Each id a tab, panel or label names is on the page (the ids rendered in the browser and the HTML agree)
  const dangling = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[role=tab], [role=tabpanel], label[for]')].flatMap((element) =>
        ['aria-controls', 'aria-labelledby', 'for']
          .map((name) => element.getAttribute(name))
          .filter((id): id is string => !!id && !document.getElementById(id)),
      ),
    );
  expect(await dangling()).toEqual([]);
  await page.getByRole('button', { name: 'Run Query' }).click();
  await expect(page).toHaveURL(/results=1/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]layers=agricultural(%2C|,)roads$/);
  await page.getByRole('tab', { name: 'Layers' }).click();
  await expect(agricultural).toBeChecked();
  expect(await dangling()).toEqual([]);
});
