/**
 * The Data Catalogue's view lives in its address: it survives a reload, can be shared, follows Back and Forward,
 * shrugs off odd values, and keeps what a reader typed before the page was interactive.
 */
import { expected } from './catalogue-data';
import { category, choose, filters, PATH, period, search, showing, titles } from './catalogue-page';
import { chosen, expect, gotoHydrated, holdBack, pageStarted, test, ANY_SCREEN, isPhone } from './fixtures';

const all = expected();

test.describe('Data Catalogue: the view in the address', () => {
  test('words typed before the page is interactive are kept and searched', async ({ page }) => {
    // The search island's code is held back until the reader has typed into the prerendered box: the search finds
    // the words already there when its script first looks.
    const { release, asked } = await holdBack(page, /\/_astro\/catalogue-search\.[^/]*\.js$/);
    await page.goto(PATH, { waitUntil: 'domcontentloaded' });
    await search(page).fill('wells');
    await expect.poll(asked).toBe(true);
    await expect(page).not.toHaveURL(/\?/);
    release();
    await pageStarted(page);
    await expect(search(page)).toHaveValue('wells');
    await expect(showing(page)).toHaveText(expected({ q: 'wells' }).showing);
    await expect(page).toHaveURL(/\?q=wells$/);
  });

  test('a category, boxes and Apply Filters chosen before the page is interactive are kept and applied', async ({
    page,
    consoleErrors,
  }) => {
    const { release, asked } = await holdBack(page, /\/_astro\/catalogue-search\.[^/]*\.js$/);
    await page.goto(PATH, { waitUntil: 'domcontentloaded' });
    // The browser's own fields answer at once
    await category(page).selectOption({ label: 'Economy' });
    const dxf = filters(page).getByRole('checkbox', { name: 'DXF' });
    await dxf.click();
    await expect(dxf).toBeChecked();
    await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(filters(page)).toHaveAttribute('aria-busy', 'true');
    await expect.poll(asked).toBe(true);
    await expect(page).not.toHaveURL(/\?/);
    release();
    await pageStarted(page);
    await expect(page).toHaveURL(/\?category=Economy&format=DXF$/);
    await expect(chosen(category(page))).toHaveText('Economy');
    await expect(dxf).toBeChecked();
    await expect(titles(page)).toHaveText(expected({ category: 'Economy', formats: ['DXF'] }).titles);
    await expect(filters(page)).not.toHaveAttribute('aria-busy');
    expect(consoleErrors).toEqual([]);
  });

  test('a filtered view survives a reload and can be shared', async ({ page, consoleErrors }) => {
    await gotoHydrated(
      page,
      `${PATH}?q=Census&category=Society&period=2025&format=CSV&source=hrda-statistics`,
    );
    await expect(search(page)).toHaveValue('Census');
    await expect(chosen(category(page))).toHaveText('Society');
    await expect(chosen(period(page))).toHaveText('2025');
    await expect(filters(page).getByRole('checkbox', { name: 'CSV' })).toBeChecked();
    await expect(filters(page).getByRole('checkbox', { name: 'HRDA Statistics Department' })).toBeChecked();
    const shared = { formats: ['CSV' as const], sources: ['hrda-statistics'] };
    await expect(titles(page)).toHaveText(
      expected({ q: 'Census', category: 'Society', period: '2025', ...shared }).titles,
    );

    await search(page).fill('labor');
    await expect(showing(page)).toHaveText(
      expected({ q: 'labor', category: 'Society', period: '2025', ...shared }).showing,
    );
    await choose(category(page), 'All Categories');
    await choose(period(page), 'All Time');
    const labor = expected({ q: 'labor', ...shared });
    expect(labor.titles).toContain('Labor Force Statistics');
    await expect(titles(page)).toHaveText(labor.titles);
    await page.reload();
    await pageStarted(page);
    await expect(search(page)).toHaveValue('labor');
    await expect(titles(page)).toHaveText(labor.titles);
    await expect(page).toHaveURL(/\?q=labor&format=CSV&source=hrda-statistics$/);
    expect(consoleErrors).toEqual([]);
  });

  test('Back undoes a filter and Forward redoes it', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, PATH);
    const economy = expected({ category: 'Economy' });
    await choose(category(page), 'Economy');
    await expect(showing(page)).toHaveText(economy.showing);
    await filters(page).getByRole('checkbox', { name: 'JSON', exact: true }).click();
    await filters(page).getByRole('button', { name: 'Apply Filters' }).click();
    await expect(titles(page)).toHaveText(expected({ category: 'Economy', formats: ['JSON'] }).titles);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=Economy$/);
    await expect(showing(page)).toHaveText(economy.showing);
    await expect(filters(page).getByRole('checkbox', { name: 'JSON', exact: true })).not.toBeChecked();
    await page.goBack();
    await expect(showing(page)).toHaveText(all.showing);
    await expect(chosen(category(page))).toHaveText('All Categories');
    await page.goForward();
    await expect(chosen(category(page))).toHaveText('Economy');
    expect(consoleErrors).toEqual([]);
  });

  test('Back after Clear filters brings the search text back into the box', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, PATH);
    await search(page).fill('census');
    await choose(category(page), 'Society');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(showing(page)).toHaveText(all.showing);
    await page.goBack();
    await expect(search(page)).toHaveValue('census');
    await expect(titles(page)).toHaveText(expected({ q: 'census' }).titles);
    expect(consoleErrors).toEqual([]);
  });

  test('a category chosen right after typing keeps the search text', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, PATH);
    // Both in one task, before the page has rendered the first: the second change must not drop the first
    await page.evaluate(() => {
      const set = (element: HTMLInputElement | HTMLSelectElement, value: string, event: string) => {
        const proto = Object.getPrototypeOf(element) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event(event, { bubbles: true }));
      };
      set(document.querySelector<HTMLInputElement>('input[type="search"]')!, 'census', 'input');
      const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Category')!;
      set(document.getElementById(select.htmlFor) as HTMLSelectElement, 'Society', 'change');
    });
    await expect(page).toHaveURL(/\?q=census&category=Society$/);
    await expect(titles(page)).toHaveText(expected({ q: 'census', category: 'Society' }).titles);
    expect(consoleErrors).toEqual([]);
  });

  test('a page number beyond the results shows the last page', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, `${PATH}?q=census&page=7`);
    await expect(page).toHaveURL(/\?q=census$/);
    await expect(titles(page)).toHaveText(expected({ q: 'census' }).titles);
    expect(consoleErrors).toEqual([]);
  });

  test('ignores odd query values and shows everything', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, `${PATH}?category=%ZZ&period=nonsense&format=EXE&source=%3Cscript%3E&page=-3`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Catalogue');
    await expect(showing(page)).toHaveText(all.showing);
    await expect(chosen(category(page))).toHaveText('All Categories');
    await expect(chosen(period(page))).toHaveText('All Time');
    await expect(filters(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    // Case does not matter for known values
    await gotoHydrated(page, `${PATH}?category=environment`);
    await expect(titles(page)).toHaveText(expected({ category: 'Environment' }).titles);
    expect(consoleErrors).toEqual([]);
  });
});
