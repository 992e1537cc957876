/**
 * A visitor on a phone taps before the page's code has come: the control answers at once, a second tap is a second
 * tap, and what was asked is done once the code runs. The islands' code is held back (as on a slow network) so
 * that every tap lands before it, then let through. Nothing is held or replayed by the page: boxes and fields are
 * the browser's, tabs, toggles and forms are answered by the page's early script (app/client/early-script.ts). A file
 * the server has is a link (`<a href download>`): a tap starts it at once, with the code held back or without
 * JavaScript at all; a file made in the browser says at once that it is being prepared, and comes once the code has.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expected, published } from './catalogue-data';
import { card, PATH as CATALOGUE, search, titles } from './catalogue-page';
import { expect, holdBack, isPhone, test } from './fixtures';

test.skip(({ page }) => !isPhone(page), 'taps on the phone profile');

/** Opens a page with every island's code held back until `release()`. */
async function openHeld(page: Page, path: string) {
  const held = await holdBack(page, /\/_astro\/.+\.js$/);
  await page.goto(path);
  return held;
}

test('economy: a box ticks at once, a second tap unticks it, and Apply Filters asked early is done', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/data/economy');
  const filters = page.getByRole('form', { name: 'Filters' });
  const hailCity = filters
    .getByRole('group', { name: 'Governorate' })
    .getByRole('checkbox', { name: 'Hail City' });
  await hailCity.tap();
  await expect(hailCity).toBeChecked();
  await hailCity.tap();
  await expect(hailCity).not.toBeChecked();
  await hailCity.tap();
  await expect(hailCity).toBeChecked();
  const apply = filters.getByRole('button', { name: 'Apply Filters' });
  await apply.tap();
  await expect(filters).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/data\/economy$/);
  release();
  await expect(filters.getByRole('status')).toHaveText(/^Filters applied/);
  await expect(page).toHaveURL(/\?governorate=hail-city$/);
  await expect(hailCity).toBeChecked();
  await expect(filters).not.toHaveAttribute('aria-busy', 'true');
});

test('indicator page: boxes tapped before the code, once and twice, are drawn as the visitor left them', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/data/indicators/population');
  const controls = page.getByRole('region', { name: 'What to show' });
  const baqaa = controls.getByRole('checkbox', { name: 'Baqaa' });
  const samira = controls.getByRole('checkbox', { name: 'Samira' });
  await baqaa.tap();
  await samira.tap();
  await samira.tap();
  await expect(baqaa).toBeChecked();
  await expect(samira).not.toBeChecked();
  release();
  await expect(page).toHaveURL(/\?geo=hail-region%2Cbaqaa$/);
  const chart = page.getByRole('figure', { name: 'Population by year' });
  await expect(chart.locator('svg path[fill="none"]')).toHaveCount(2);
  await expect(baqaa).toBeChecked();
  await expect(samira).not.toBeChecked();
});

test('data page: a tab opens at once and takes its address once the code runs', async ({ page }) => {
  const { release } = await openHeld(page, '/data');
  const sdg = page.getByRole('tab', { name: 'SDG Dashboard' });
  await sdg.tap();
  await expect(sdg).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'SDG Dashboard' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/data\/sdg$/);
  await expect(sdg).toHaveAttribute('aria-selected', 'true');
});

test('publications: a tab tapped before the code, then another as the code starts, shows the last one alone', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/publications');
  const tabs = page.getByRole('tablist', { name: 'Publication categories' });
  await tabs.getByRole('tab', { name: 'Reports' }).tap();
  await expect(page.getByRole('tabpanel', { name: 'Reports' })).toBeVisible();
  // The next tap lands as Astro hands the island to React, whose hydration is then only scheduled
  await tabs.evaluate((list) => {
    const research = [...list.querySelectorAll('[role=tab]')].find((tab) => tab.textContent === 'Research')!;
    list.closest('astro-island')!.addEventListener('astro:hydrate', () => {
      research.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      research.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    });
  });
  release();
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(['Research']);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('article').getByRole('heading')).toHaveText([
    'Regional Infrastructure Assessment',
  ]);
});

test('phone menu and search: both open at once, and letters typed before the code are all searched', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/about');
  await page.getByRole('button', { name: 'Toggle menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Search Data' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Search the portal' });
  const box = dialog.getByRole('combobox', { name: /Search datasets/ });
  await expect(box).toBeFocused();
  await expect(menu).toBeHidden();
  await page.keyboard.type('water');
  await expect(box).toHaveValue('water');
  release();
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(dialog.getByRole('option').first()).toContainText(/water/i);
  await expect(box).toHaveValue('water');
});

test('catalogue: Enter pressed before the code asks the server, whose page has the answer; typing then narrows it', async ({
  page,
}) => {
  const { release } = await openHeld(page, CATALOGUE);
  await search(page).tap();
  await page.keyboard.type('well');
  await page.keyboard.press('Enter');
  // The answer is in the next page's HTML, while its code is still held back
  await expect(page).toHaveURL(/\?q=well&category=all&period=[a-z-]+$/);
  await expect(search(page)).toHaveValue('well');
  await expect(titles(page)).toHaveText(expected({ q: 'well' }).titles);
  await search(page).tap();
  await page.keyboard.press('End');
  await page.keyboard.type('s');
  release();
  await expect(page).toHaveURL(/\?q=wells$/);
  await expect(titles(page)).toHaveText(expected({ q: 'wells' }).titles);
  await expect(search(page)).toHaveValue('wells');
});

test('GIS hub: the Query tab opens at once, and Run Query tapped before the code runs once it has come', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/tools/gis');
  await page.getByRole('tab', { name: 'Query', exact: true }).tap();
  const run = page.getByRole('button', { name: 'Run Query' });
  await expect(run).toBeVisible();
  await run.tap();
  await expect(run.locator('xpath=ancestor::form')).toHaveAttribute('aria-busy', 'true');
  release();
  const text = '3 industrial parcels found within 10km of the major road network';
  await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await expect(page).toHaveURL(/zoning=industrial&within=10&from=road&results=1/);
});

test('search: Enter pressed before the code lists the results on the results page', async ({ page }) => {
  const { release } = await openHeld(page, '/about');
  await page.getByRole('button', { name: 'Toggle menu' }).tap();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Search Data' }).tap();
  await page.keyboard.type('water');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=water$/);
  release();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('water');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results$/);
});

test('support: the questions searched for before the code are filtered once it runs', async ({ page }) => {
  const { release } = await openHeld(page, '/participate/support');
  const field = page.getByRole('searchbox', { name: 'Search the questions' });
  await field.tap();
  await page.keyboard.type('data request');
  await expect(field).toHaveValue('data request');
  release();
  await expect(page.getByRole('status').filter({ hasText: /match(es)? “data request”$/ })).toBeVisible();
  await expect(field).toHaveValue('data request');
});

test('GIS hub: layer switches turn at once, a second tap turns back, and the map follows once its code runs', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/tools/gis');
  const industrial = page.getByRole('switch', { name: 'Industrial Zones' });
  const grid = page.getByRole('switch', { name: 'Electrical Grid' });
  await industrial.tap();
  await grid.tap();
  await grid.tap();
  await expect(industrial).toBeChecked();
  await expect(grid).not.toBeChecked();
  release();
  await expect(page).toHaveURL(/layers=agricultural%2Cgroundwater%2Croads%2Cindustrial$/);
  await expect(industrial).toBeChecked();
  await expect(grid).not.toBeChecked();
});

/** The first catalogue card with a CSV file, and that file. */
const withCsv = published.datasets.find((d) => d.resources.some((r) => r.format === 'CSV'))!;
const csv = withCsv.resources.find((r) => r.format === 'CSV')!;

test('catalogue: Download as CSV tapped before the code starts the download at once', async ({ page }) => {
  const { release } = await openHeld(page, CATALOGUE);
  const link = card(page, withCsv.title.en).getByRole('link', { name: 'Download as CSV', exact: true });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 5000 }), link.tap()]);
  expect(download.suggestedFilename()).toBe(csv.fileName);
  // Still before the code: nothing of the page's own did it
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('catalogue: Download as CSV tapped at once starts the download', async ({ page }) => {
    await page.goto(CATALOGUE);
    const link = card(page, withCsv.title.en).getByRole('link', { name: 'Download as CSV', exact: true });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 5000 }), link.tap()]);
    expect(download.suggestedFilename()).toBe(csv.fileName);
    expect(readFileSync((await download.path())!).byteLength).toBe(csv.size);
  });

  test('data page: Download Data opens its list, and its CSV downloads', async ({ page }) => {
    await page.goto('/data');
    await page.getByRole('button', { name: 'Download Data' }).tap();
    const link = page.getByRole('link', { name: /^All indicators, CSV/ });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 5000 }), link.tap()]);
    expect(download.suggestedFilename()).toBe('hail-indicators.csv');
  });
});

test('economy: Download as PDF tapped before the code says at once that it is preparing it, and the PDF comes', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/data/economy?governorate=hail-city');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as PDF' }).tap();
  const preparing = page.getByRole('status').getByText('Preparing the PDF…');
  await expect(preparing).toBeVisible();
  release();
  expect((await download).suggestedFilename()).toBe('hail-economy-dashboard-2025-en.pdf');
  await expect(page.getByRole('status').filter({ hasText: 'PDF downloaded' })).toBeVisible();
  await expect(preparing).toBeHidden();
});

test("economy: a chart's Download CSV tapped before the code says it is preparing the file, then saves it", async ({
  page,
}) => {
  const { release } = await openHeld(page, '/data/economy');
  const chart = page
    .getByRole('figure')
    .filter({ has: page.getByRole('button', { name: 'Download CSV' }) })
    .first();
  const download = page.waitForEvent('download');
  await chart.getByRole('button', { name: 'Download CSV' }).tap();
  const preparing = chart.getByRole('status').getByText('Preparing the file…');
  await expect(preparing).toBeVisible();
  release();
  expect((await download).suggestedFilename()).toMatch(/^hail-.+\.csv$/);
  await expect(preparing).toBeHidden();
});

test('GIS hub: Export Map tapped before the code says it is preparing the file, and saves the map once drawn', async ({
  page,
}) => {
  const { release } = await openHeld(page, '/tools/gis');
  const download = page.waitForEvent('download', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Export Map', exact: true }).tap();
  const preparing = page.getByRole('status').getByText('Preparing the file…');
  await expect(preparing).toBeVisible();
  release();
  expect((await download).suggestedFilename()).toBe('hail-gis-map.png');
  await expect(preparing).toBeHidden();
});
