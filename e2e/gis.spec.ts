import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, isPhone, pressUntilFocused, test } from './fixtures';

const PATH = '/tools/gis';
const features = (file: string) =>
  (JSON.parse(readFileSync(`data/${file}.geojson`, 'utf8')) as { features: unknown[] }).features.length;
const DEFAULT_LAYERS = ['Agricultural Areas', 'Groundwater Wells', 'Major Road Network'];
const DEFAULT_ROWS = [
  ['IND-08-1134', '15.3', 'Industrial', '4.6 km', '33.9 km'],
  ['IND-12-0215', '18.7', 'Industrial', '4.8 km', '6.7 km'],
  ['IND-08-1187', '22.1', 'Industrial', '6.1 km', '37.3 km'],
];

const legendItems = (page: Page) => page.getByRole('region', { name: 'Legend' }).getByRole('listitem');
const mapFigure = (page: Page) => page.getByRole('figure', { name: 'Interactive GIS Map View' });
const mapImage = (page: Page) => mapFigure(page).getByRole('img', { name: 'Interactive GIS Map View' });
const layerShapes = (page: Page, layer: string) => mapImage(page).locator(`g[data-layer="${layer}"]`);
const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Query Results' });
const summary = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Query Results' }).getByText(text, { exact: true });

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

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

async function runQuery(page: Page) {
  await page.getByRole('tab', { name: 'Query' }).click();
  await page.getByRole('button', { name: 'Run Query' }).click();
  await expect(resultsHeading(page)).toBeVisible();
}

test.describe('GIS Hub', () => {
  test.beforeEach(async ({ page }) => gotoHydrated(page, PATH));

  test('shows the breadcrumb, title and subtitle', async ({ page, consoleErrors }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Interactive Tools', 'GIS Hub']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Interactive Tools' })).toHaveAttribute('href', '/tools');
    await expect(crumbs.getByText('GIS Hub')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GIS Hub');
    await expect(
      page.getByText(/find parcels by zoning and distance to roads, water and power/),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('starts with agricultural, groundwater and roads on; the legend and map follow', async ({
    page,
    consoleErrors,
  }) => {
    await expect(page.getByRole('tab', { name: 'Layers' })).toHaveAttribute('aria-selected', 'true');
    for (const name of DEFAULT_LAYERS) await expect(page.getByRole('switch', { name })).toBeChecked();
    for (const name of ['Industrial Zones', 'Electrical Grid'])
      await expect(page.getByRole('switch', { name })).not.toBeChecked();
    await expect(legendItems(page)).toHaveText(DEFAULT_LAYERS);
    // One shape per feature of the data files
    await expect(layerShapes(page, 'agricultural').locator('circle')).toHaveCount(
      features('layers/agricultural-areas'),
    );
    await expect(layerShapes(page, 'groundwater').locator('circle')).toHaveCount(
      features('datasets/groundwater-well-locations/wells'),
    );
    await expect(layerShapes(page, 'roads')).toHaveCount(1);
    await expect(layerShapes(page, 'industrial')).toHaveCount(0);
    await expect(layerShapes(page, 'electrical')).toHaveCount(0);
    await expect(mapImage(page)).toHaveAccessibleDescription(
      /not an interactive map\. Layers shown: Agricultural Areas, Groundwater Wells, Major Road Network\.$/,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('toggles layers by mouse', async ({ page, consoleErrors }) => {
    await page.getByRole('switch', { name: 'Industrial Zones' }).click();
    await expect(page.getByRole('switch', { name: 'Industrial Zones' })).toBeChecked();
    await expect(legendItems(page)).toHaveText([...DEFAULT_LAYERS, 'Industrial Zones']);
    await expect(layerShapes(page, 'industrial').locator('rect')).toHaveCount(3);

    // The label toggles its switch too.
    await page.getByText('Agricultural Areas', { exact: true }).first().click();
    await expect(page.getByRole('switch', { name: 'Agricultural Areas' })).not.toBeChecked();
    await expect(legendItems(page)).toHaveText([
      'Groundwater Wells',
      'Major Road Network',
      'Industrial Zones',
    ]);
    await expect(layerShapes(page, 'agricultural')).toHaveCount(0);
    await expect(mapImage(page)).toHaveAccessibleDescription(
      /Layers shown: Groundwater Wells, Major Road Network, Industrial Zones\./,
    );

    for (const name of ['Groundwater Wells', 'Major Road Network', 'Industrial Zones'])
      await page.getByRole('switch', { name }).click();
    await expect(legendItems(page)).toHaveCount(0);
    await expect(page.getByText('No layers are switched on.')).toBeVisible();
    await expect(mapImage(page).locator('g[data-layer]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('toggles layers by keyboard with Space', async ({ page, consoleErrors }) => {
    const grid = page.getByRole('switch', { name: 'Electrical Grid' });
    await grid.focus();
    await page.keyboard.press('Space');
    await expect(grid).toBeChecked();
    await expect(legendItems(page)).toHaveText([...DEFAULT_LAYERS, 'Electrical Grid']);
    await expect(layerShapes(page, 'electrical').locator('polyline')).toHaveCount(
      features('layers/electrical-grid'),
    );

    const roads = page.getByRole('switch', { name: 'Major Road Network' });
    await roads.focus();
    await page.keyboard.press('Space');
    await expect(roads).not.toBeChecked();
    await expect(legendItems(page)).toHaveText([
      'Agricultural Areas',
      'Groundwater Wells',
      'Electrical Grid',
    ]);
    await expect(layerShapes(page, 'roads')).toHaveCount(0);

    await grid.focus();
    await page.keyboard.press('Space');
    await expect(legendItems(page)).toHaveText(['Agricultural Areas', 'Groundwater Wells']);
    await expect(layerShapes(page, 'electrical')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the map panel with caption, badge and a schematic description', async ({
    page,
    consoleErrors,
  }) => {
    const figure = mapFigure(page);
    await expect(figure).toBeVisible();
    const caption = figure.locator('figcaption');
    await expect(caption).toBeVisible();
    await expect(caption).toContainText('Interactive GIS Map View');
    await expect(caption.getByText('Hail Region - Saudi Arabia', { exact: true })).toBeVisible();
    await expect(
      figure.getByText('Simplified drawing from the data’s coordinates, not an interactive map'),
    ).toBeVisible();
    await expect(mapImage(page)).toHaveAccessibleDescription(
      /^Simplified drawing of the Hail region from the coordinates of its data, not an interactive map/,
    );
    const box = await figure.boundingBox();
    if (isPhone(page)) {
      expect(box!.height).toBeLessThan(600);
      expect(box!.height).toBeGreaterThan(250);
    } else {
      expect(box!.height).toBe(600);
      // Panel on the inline start side, map beside it.
      const panel = await page.getByRole('tablist', { name: 'Map controls' }).boundingBox();
      expect(panel!.x).toBeLessThan(box!.x);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('map tools wait for the interactive map and say so', async ({ page, consoleErrors }) => {
    for (const name of ['Zoom In', 'Zoom Out', 'Measure Distance', 'Export Map']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Available with the interactive map');
    }
    await expect(page.getByRole('region', { name: 'Map Tools' }).getByRole('paragraph')).toHaveText(
      'Available with the interactive map',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the query tab shows the spec defaults and options', async ({ page, consoleErrors }) => {
    await page.getByRole('tab', { name: 'Query' }).click();
    await expect(page.getByRole('heading', { name: 'Find Assets' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zoning Type' })).toHaveText('Industrial');
    await expect(page.getByRole('combobox', { name: 'Distance' })).toHaveText('Within 10 km');
    await expect(page.getByRole('combobox', { name: 'From...' })).toHaveText('Major Road Network');

    const options = {
      'Zoning Type': ['Industrial', 'Agricultural', 'Residential', 'Commercial'],
      Distance: ['Within 5 km', 'Within 10 km', 'Within 15 km', 'Within 20 km'],
      'From...': ['Major Road Network', 'Groundwater Wells', 'Electrical Grid'],
    };
    for (const [label, names] of Object.entries(options)) {
      await page.getByRole('combobox', { name: label }).click();
      await expect(page.getByRole('option')).toHaveText(names);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('option')).toHaveCount(0);
    }
    await expect(resultsHeading(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Run Query shows the three spec parcels, highlights two zones, and the results stay', async ({
    page,
    consoleErrors,
  }) => {
    await expect(resultsHeading(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(mapImage(page).locator('g[data-layer="results"]')).toHaveCount(0);

    await runQuery(page);
    await expect(
      summary(page, '3 industrial parcels found within 10km of the major road network'),
    ).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Parcel ID',
      'Area (hectares)',
      'Zoning',
      'Distance to Road',
      'Distance to Water',
      'Actions',
    ]);
    expect(await tableRows(page)).toEqual(DEFAULT_ROWS);
    await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText(
      '3 industrial parcels found within 10km of the major road network',
    );

    const results = mapImage(page).locator('g[data-layer="results"]');
    await expect(results.locator('[data-zone]')).toHaveCount(2);
    await expect(results.locator('[data-parcel]')).toHaveCount(3);
    await expect(mapImage(page)).toHaveAccessibleDescription(
      /Highlighted: 3 result parcels\. 2 industrial zones highlighted: Hail Industrial City, North Logistics Zone\./,
    );
    await expect(mapFigure(page).getByText('Query results')).toBeVisible();

    await page.getByRole('tab', { name: 'Layers' }).click();
    await expect(resultsHeading(page)).toBeVisible();
    expect(await tableRows(page)).toEqual(DEFAULT_ROWS);
    await page.getByRole('tab', { name: 'Query' }).click();
    await expect(resultsHeading(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Zoning Type' })).toHaveText('Industrial');
    expect(consoleErrors).toEqual([]);
  });

  test('another query gives its own rows and text; an empty one says so', async ({ page, consoleErrors }) => {
    await page.getByRole('tab', { name: 'Query' }).click();
    await choose(page, 'Zoning Type', 'Agricultural');
    await choose(page, 'Distance', 'Within 5 km');
    await choose(page, 'From...', 'Groundwater Wells');
    // Changing the form does not show results until the query runs.
    await expect(resultsHeading(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(
      summary(page, '3 agricultural parcels found within 5km of a groundwater well'),
    ).toBeVisible();
    expect(await tableRows(page)).toEqual([
      ['AGR-05-0120', '41.7', 'Agricultural', '3.0 km', '0.9 km'],
      ['AGR-03-0457', '36.2', 'Agricultural', '5.4 km', '1.7 km'],
      ['AGR-07-0233', '29.8', 'Agricultural', '0.4 km', '1.9 km'],
    ]);
    const results = mapImage(page).locator('g[data-layer="results"]');
    await expect(results.locator('[data-parcel]')).toHaveCount(3);
    await expect(results.locator('[data-zone]')).toHaveCount(0);

    await choose(page, 'Zoning Type', 'Industrial');
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(
      summary(
        page,
        'No industrial parcels found within 5km of a groundwater well. Try a larger distance or another source.',
      ),
    ).toBeVisible();
    await expect(resultsHeading(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export Results' })).toHaveCount(0);
    await expect(results.locator('[data-parcel]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('runs a query by keyboard', async ({ page, consoleErrors }) => {
    const tab = page.getByRole('tab', { name: 'Layers' });
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Query' })).toHaveAttribute('aria-selected', 'true');
    const distance = page.getByRole('combobox', { name: 'Distance' });
    await distance.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Within 10 km' })).toBeFocused();
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Within 15 km' }));
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Within 20 km' }));
    await page.keyboard.press('Enter');
    await expect(distance).toHaveText('Within 20 km');
    await page.getByRole('button', { name: 'Run Query' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      summary(page, '5 industrial parcels found within 20km of the major road network'),
    ).toBeVisible();
    expect((await tableRows(page)).map((row) => row[0])).toEqual([
      'IND-08-1134',
      'IND-12-0215',
      'IND-08-1187',
      'IND-15-0342',
      'IND-15-0378',
    ]);
    await expect(mapImage(page).locator('g[data-layer="results"] [data-zone]')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test('View Details opens a dialog with the parcel attributes; Escape closes it', async ({
    page,
    consoleErrors,
  }) => {
    await runQuery(page);
    const button = page.getByRole('button', { name: 'View Details IND-12-0215' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'IND-12-0215' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Industrial parcel, North Logistics Zone');
    await expect(dialog.getByRole('definition')).toHaveText([
      'Industrial',
      '18.7 ha',
      'North Logistics Zone',
      '4.8 km',
      '6.7 km',
      '11.3 km',
    ]);
    await expect(dialog.getByRole('term')).toHaveText([
      'Zoning',
      'Area',
      'Location',
      'Major Road Network',
      'Groundwater Wells',
      'Electrical Grid',
    ]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.getByRole('button', { name: 'View Details IND-08-1134' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Export Results downloads a UTF-8 CSV of the rows in the table', async ({ page, consoleErrors }) => {
    await runQuery(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Results' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-parcels-industrial-within-10km-of-road.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Parcel ID,Area (hectares),Zoning,Distance to Road (km),Distance to Water (km)');
    const table = (await tableRows(page)).map((row) => row.map((cell) => cell.replace(/ km$/, '')).join(','));
    expect(lines.slice(1)).toEqual(table);
    expect(lines.slice(1)).toEqual([
      'IND-08-1134,15.3,Industrial,4.6,33.9',
      'IND-12-0215,18.7,Industrial,4.8,6.7',
      'IND-08-1187,22.1,Industrial,6.1,37.3',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('View on Map brings the map into view, focuses it and marks the result parcels', async ({
    page,
    consoleErrors,
  }) => {
    await runQuery(page);
    await resultsHeading(page).scrollIntoViewIfNeeded();
    const parcels = mapImage(page).locator('g[data-layer="results"] [data-parcel]');
    await expect(parcels.locator('circle')).toHaveCount(0);
    await page.getByRole('button', { name: 'View on Map' }).click();
    await expect(mapFigure(page)).toBeFocused();
    await expect(mapFigure(page)).toBeInViewport();
    await expect(parcels.locator('circle')).toHaveCount(3);
    await expect(parcels).toHaveText(['IND-08-1134', 'IND-12-0215', 'IND-08-1187']);
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations before and after the query', async ({ page, consoleErrors }) => {
    expect(await axeViolations(page)).toEqual([]);
    await runQuery(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View Details IND-08-1134' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
