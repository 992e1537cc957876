/**
 * The catalogue's search and filters, as a visitor uses them: live search, Category and Time Period, the File
 * Format and Data Source boxes with Apply Filters, by keyboard, and without JavaScript (the server's answer).
 * What the page shows is what e2e/catalogue-data.ts's copy of the published catalogue answers.
 */
import { expected, HAND_MADE } from './catalogue-data';
import { category, choose, filters, PATH, period, search, showing, titles } from './catalogue-page';
import { chosen, expect, gotoHydrated, test } from './fixtures';

const all = expected();

test.describe('Data Catalogue search', () => {
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
