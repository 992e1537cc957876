import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, ANY_SCREEN, isPhone } from './fixtures';
import {
  countColour,
  geojson,
  haversineKm,
  mapReady,
  pngSize,
  type Position,
  positionOf,
  viewIn,
} from './map';

const PATH = '/tools/gis';
const canvas = (page: Page) => page.locator('canvas.maplibregl-canvas');
const tool = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function open(page: Page, search = '') {
  await gotoHydrated(page, PATH + search);
  await mapReady(page);
  await expect(tool(page, 'Zoom In')).toBeEnabled();
}

async function canvasSize(page: Page): Promise<Position> {
  const box = (await canvas(page).boundingBox())!;
  return [box.width, box.height];
}

test.describe('GIS Hub map tools', () => {
  test('the address holds a view only once the reader moves the map', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await open(page);
    // Let the layout settle (fonts, the map's container resizing) before looking at the address.
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe('');
    await tool(page, 'Zoom In').click();
    await expect.poll(() => viewIn(page.url())).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('the map is drawn as a picture when it comes into view, and starts when pointed at or a tool is used', async ({
    page,
    consoleErrors,
  }) => {
    // A phone's first screen: the side panel, with the map below it
    await page.setViewportSize({ width: 412, height: 823 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const mapLibre = () => requests.filter((path) => /maplibre/.test(path));
    await gotoHydrated(page, PATH);
    const box = page.locator('[data-map-status]');
    await expect(box).toHaveAttribute('data-map-status', 'idle');
    await expect(
      page.getByText('The map becomes interactive when you point at it, touch it or use a tool.'),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests.filter((path) => path.startsWith('/gis/'))).toEqual([]);

    // Scrolled to, it is drawn from the layers' files, without MapLibre: a dot per well, a path per layer
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-map-status', 'still');
    const still = box.locator('[data-still-map]');
    const wells = geojson('datasets/groundwater-well-locations/wells.geojson').features.length;
    await expect(still.locator('g[fill="#1d6fd1"] circle')).toHaveCount(wells);
    await expect(still.getByText('Ghazalah')).toHaveCount(1);
    // Switching a layer off takes it off the picture
    await page.getByRole('switch', { name: 'Groundwater Wells' }).click();
    await expect(still.locator('g[fill="#1d6fd1"] circle')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Groundwater Wells' }).click();
    await expect(still.locator('g[fill="#1d6fd1"] circle')).toHaveCount(wells);
    expect(mapLibre()).toEqual([]);

    // Pointed at (a touch, the mouse, the wheel), the live map starts and takes the picture's place
    await box.hover();
    await expect(box).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
    await expect(still).toHaveCount(0, { timeout: 30_000 });
    expect(mapLibre().length).toBeGreaterThan(0);

    // A tool used before the map is drawn starts it, and acts once it is
    await gotoHydrated(page, `${PATH}?view=8/27.5/41.9`);
    await expect(box).toHaveAttribute('data-map-status', 'idle');
    await tool(page, 'Zoom In').click();
    await expect(box).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
    await expect.poll(() => viewIn(page.url())?.zoom, { timeout: 15_000 }).toBe(9);

    // A link to the map opens the page there, drawn; its Explore button starts it and gives it the focus
    await gotoHydrated(page, `${PATH}#map`);
    await expect(page.getByRole('figure', { name: 'Interactive GIS Map View' })).toBeInViewport();
    await expect(box).toHaveAttribute('data-map-status', 'still');
    await page.getByRole('button', { name: 'Explore the map' }).press('Enter');
    await expect(box).toHaveAttribute('data-map-status', 'ready', { timeout: 30_000 });
    await expect(canvas(page)).toBeFocused({ timeout: 30_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('Zoom In and Zoom Out change the zoom, and the view is kept in the address', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await open(page, '?view=8/27.5/41.9');
    const zoom = () => viewIn(page.url())?.zoom;
    await tool(page, 'Zoom In').click();
    await expect.poll(zoom, { timeout: 15_000 }).toBe(9);
    await tool(page, 'Zoom Out').click();
    await expect.poll(zoom, { timeout: 15_000 }).toBe(8);
    await tool(page, 'Zoom Out').click();
    await expect.poll(zoom, { timeout: 15_000 }).toBe(7);
    expect(viewIn(page.url())).toMatchObject({ lat: 27.5, lon: 41.9 });
    expect(consoleErrors).toEqual([]);
  });

  test('clicking a well shows its attributes', async ({ page, consoleErrors }) => {
    const well = geojson('datasets/groundwater-well-locations/wells.geojson').features[0]!;
    const [lon, lat] = well.geometry.coordinates as Position;
    await open(page, `?view=12/${lat}/${lon}`);
    const [width, height] = await canvasSize(page);
    await canvas(page).click({ position: { x: width / 2, y: height / 2 } });
    const card = page.getByRole('region', { name: String(well.properties.well_id) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Groundwater Wells')).toBeVisible();
    await expect(card.getByRole('term')).toContainText(['Well ID', 'Aquifer', 'Depth (m)']);
    await expect(card.getByRole('definition').nth(1)).toHaveText(String(well.properties.aquifer));
    await card.getByRole('button', { name: 'Close feature details' }).click();
    await expect(card).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('by keyboard, Enter on the map shows the feature under the crosshair and announces it', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    const well = geojson('datasets/groundwater-well-locations/wells.geojson').features[1]!;
    const [lon, lat] = well.geometry.coordinates as Position;
    const id = String(well.properties.well_id);
    await open(page, `?view=12/${lat}/${lon}`);
    await canvas(page).focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: id });
    await expect(card).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText(id);
    await expect(page.getByRole('status').filter({ hasText: `Groundwater Wells: ${id}.` })).toHaveCount(1);
    await expect(canvas(page)).toBeFocused();

    // With every layer switched off there is nothing under the crosshair, and the page says so.
    await open(page, `?layers=&view=12/${lat}/${lon}`);
    await canvas(page).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No feature under the crosshair.' })).toHaveCount(
      1,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('switching a layer on and off draws it and takes it away', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await open(page, '?view=7.2/27.3/42.2');
    const purple = async () => countColour(page, await canvas(page).screenshot(), '#7c3aed', 20);
    expect(await purple()).toBe(0);
    await page.getByRole('switch', { name: 'Electrical Grid' }).click();
    await expect.poll(purple).toBeGreaterThan(100);
    await page.getByRole('switch', { name: 'Electrical Grid' }).click();
    await expect.poll(purple).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Measure Distance: clicked points give the great-circle distance; undo, clear, keyboard', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    const view = { zoom: 8, lat: 27.5, lon: 41.9 };
    await open(page, `?view=${view.zoom}/${view.lat}/${view.lon}`);
    const size = await canvasSize(page);
    await tool(page, 'Measure Distance').click();
    await expect(tool(page, 'Measure Distance')).toHaveAttribute('aria-pressed', 'true');
    const a = { x: size[0] * 0.25, y: size[1] * 0.55 };
    const b = { x: size[0] * 0.75, y: size[1] * 0.8 };
    await canvas(page).click({ position: a });
    await canvas(page).click({ position: b });
    const km = haversineKm(positionOf(a, view, size), positionOf(b, view, size));
    const card = page.getByRole('region', { name: 'Measure Distance' });
    const shown = Number((await card.getByRole('status').innerText()).split(' km')[0]);
    // Shown to one decimal; the clicks land within a fraction of a pixel (about 0.3 km at this zoom).
    expect(Math.abs(shown - km)).toBeLessThanOrEqual(0.15);
    await expect(card.getByRole('status')).toContainText('2 points');

    await card.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByRole('status')).toHaveText('0.0 km · 1 point');
    await card.getByRole('button', { name: 'Clear' }).click();
    await expect(card.getByRole('status')).toHaveText('0.0 km · 0 points');

    // Keyboard only: add the centre, move the map with the arrow keys, press Enter on it to add the centre again.
    await card.getByRole('button', { name: 'Add map centre' }).focus();
    await page.keyboard.press('Enter');
    await canvas(page).focus();
    // One step at a time, each pan finished (and written to the address) before the next key.
    for (let i = 0, lon = view.lon; i < 3; i++, lon = viewIn(page.url())!.lon) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => viewIn(page.url())?.lon ?? 0).toBeGreaterThan(lon);
    }
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toContainText('2 points');
    const moved = haversineKm([view.lon, view.lat], [viewIn(page.url())!.lon, viewIn(page.url())!.lat]);
    expect(Number((await card.getByRole('status').innerText()).split(' km')[0])).toBeCloseTo(moved, 0);
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(tool(page, 'Measure Distance')).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors).toEqual([]);
  });

  test('Export Map downloads a PNG of the view with its legend, readable by GDAL', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await open(page, '?view=7.5/27.4/41.9');
    const exportMap = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), tool(page, 'Export Map').click()]);
      expect(download.suggestedFilename()).toBe('hail-gis-map.png');
      return { file: (await download.path())!, png: await readFile((await download.path())!) };
    };
    const green = '#3f8a32'; // the agricultural layer: its lines on the map and its swatch in the legend
    const withLegend = await exportMap();
    await expect(
      page.getByRole('status').filter({ hasText: 'Map exported as hail-gis-map.png.' }),
    ).toHaveCount(1);
    const [width, height] = pngSize(withLegend.png);
    const [cw, ch] = await canvasSize(page);
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    expect(width).toBe(Math.round(cw * ratio));
    expect(height).toBeGreaterThan(Math.round(ch * ratio) + 60);
    expect(execFileSync('gdalinfo', [withLegend.file], { encoding: 'utf8' })).toContain(
      `Size is ${width}, ${height}`,
    );
    const before = await countColour(page, withLegend.png, green, 6);
    expect(before).toBeGreaterThan(150);

    await page.getByRole('switch', { name: 'Agricultural Areas' }).click();
    const without = await exportMap();
    expect(await countColour(page, without.png, green, 6)).toBeLessThan(before / 4);
    expect(consoleErrors).toEqual([]);
  });

  test('View on Map fits the map to the results and draws them', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await open(page);
    await page.getByRole('tab', { name: 'Query' }).click();
    await page.getByRole('button', { name: 'Run Query' }).click();
    const red = async () => countColour(page, await canvas(page).screenshot(), '#c81e1e', 24);
    await page.getByRole('button', { name: 'View on Map' }).click();
    await expect(page.getByRole('figure', { name: 'Interactive GIS Map View' })).toBeInViewport();
    const parcels = geojson('datasets/industrial-zone-parcels/parcels.geojson').features.filter((f) =>
      ['IND-08-1134', 'IND-12-0215', 'IND-08-1187'].includes(String(f.properties.parcel_id)),
    );
    const points = parcels.flatMap((f) => (f.geometry.coordinates as Position[][])[0]!);
    await expect
      .poll(() => {
        const view = viewIn(page.url());
        if (!view) return false;
        const lons = points.map((p) => p[0]);
        const lats = points.map((p) => p[1]);
        return (
          view.lon > Math.min(...lons) &&
          view.lon < Math.max(...lons) &&
          view.lat > Math.min(...lats) &&
          view.lat < Math.max(...lats) &&
          view.zoom > 8
        );
      })
      .toBe(true);
    await expect.poll(red).toBeGreaterThan(100);
    expect(consoleErrors).toEqual([]);
  });
});
