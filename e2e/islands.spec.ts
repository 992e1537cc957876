/**
 * Pages of static content (About, reports, stories, the dashboards gallery, the observatory…) run only their
 * islands in the browser — the header with its menu and search, the feedback line — without React Router or the
 * page's own code (app/islands.client.tsx); so does every page of the build, the GIS Hub included (React Router runs
 * in the browser only under `npm run dev`).
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, holdBack, isPhone, pageStarted, test } from './fixtures';

/** Each reference by id of a tab, a tab panel or a label that names no element of the page. */
const danglingIdReferences = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role=tab], [role=tabpanel], label[for]')].flatMap((element) =>
      ['aria-controls', 'aria-labelledby', 'for']
        .map((name) => element.getAttribute(name))
        .filter((id): id is string => !!id && !document.getElementById(id))
        .map((id) => `${element.outerHTML.slice(0, 120)} → #${id}`),
    ),
  );

/** The paths of the scripts the page requests from now on (filled as they are requested). */
function scriptsRequested(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('a page hydrated as islands', () => {
  test('loads its islands only, and its header works', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await gotoHydrated(page, '/about?from=newsletter');
    expect(
      scripts.some((s) => /\/islands-[\w-]+\.js$/.test(s)),
      scripts.join(' '),
    ).toBe(true);
    // Neither React Router, nor its entry and manifest, nor the page's route module
    expect(scripts.filter((s) => /\/(router|entry\.client|manifest|about)-[\w-]+\.js$/.test(s))).toEqual([]);
    expect(
      await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window),
    ).toBe(false);

    // The feedback line names the page as the visitor sees it, query included (known once running: it starts
    // when near, at the page's end)
    await page.getByRole('link', { name: 'Tell us about it' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Tell us about it' })).toHaveAttribute(
      'href',
      `/participate/feedback?page=${encodeURIComponent('/about?from=newsletter')}`,
    );

    const header = page.getByRole('banner');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'Toggle menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Navigation' });
      await expect(sheet.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await sheet.getByRole('link', { name: 'Publications', exact: true }).click();
      await expect(page).toHaveURL(/\/publications$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } else {
      await expect(
        header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
      ).toHaveAttribute('aria-current', 'page');
      // Search: Ctrl+K opens the dialog, Enter goes to the results page
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox');
      await box.fill('population');
      await expect(page.getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=population/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the header starts when reached for: a tap or a key made before its code is here is held, then made', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    // Its code, fetched with the page, arrives a little late (a slow network)
    await page.route(/\/header-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, '/publications/reports');
    const island = page.locator('[data-island="header"]');
    expect(
      scripts.some((s) => /\/header-[\w-]+\.js$/.test(s)),
      scripts.join(' '),
    ).toBe(true);
    await expect(island).not.toHaveAttribute('data-hydrated');
    const header = page.getByRole('banner');
    if (isPhone(page)) {
      // A tap on the menu button (on its icon) starts it, and is made again once it runs
      await header.getByRole('button', { name: 'Toggle menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    } else {
      // The search button, a link to the results page, opens the dialog once the code runs
      await header.getByRole('link', { name: 'Search Data' }).click();
      await expect(page.getByRole('combobox')).toBeFocused();
      await expect(page).toHaveURL(/\/publications\/reports$/);
      await expect(island).toHaveAttribute('data-hydrated', '');
      // Its shortcut, pressed before it runs, is held and pressed again
      await gotoHydrated(page, '/publications/reports');
      await expect(island).not.toHaveAttribute('data-hydrated');
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('combobox')).toBeFocused();
    }
    await expect(island).toHaveAttribute('data-hydrated', '');
  });

  test('what is typed, chosen or pressed in an island before its code has arrived is told to it once it runs', async ({
    page,
  }) => {
    // Each island's code, fetched with the page, arrives a little late (a slow network)
    // A domain's filter, typed into
    const list = await holdBack(page, /\/domain-indicators-[\w-]+\.js$/);
    await gotoHydrated(page, '/data/people-society');
    const island = page.locator('[data-island="domain-indicators"]');
    await page.getByRole('searchbox', { name: 'Filter by name' }).fill('mortality');
    await expect(island).not.toHaveAttribute('data-hydrated');
    list.release();
    await expect(island).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      'Showing 1 of 24 indicators',
    );
    await expect(page.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('mortality');
    await expect(page).toHaveURL(/\?q=mortality$/);

    // The Data page's tab list: an arrow key pressed on a tab
    const tabs = await holdBack(page, /\/data-tab-list-[\w-]+\.js$/);
    await gotoHydrated(page, '/data');
    await page.getByRole('tab', { name: 'Thematic Domains' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-island="data-tab-list"]')).not.toHaveAttribute('data-hydrated');
    tabs.release();
    await expect(page.getByRole('tab', { name: 'SDG Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'SDG Dashboard' })).toBeFocused();
    await expect(page).toHaveURL(/\/data\/sdg$/);

    // An indicator's controls: two places ticked, each building on the one before, and a year chosen in the
    // browser's own select
    const controls = await holdBack(page, /\/indicator-controls-[\w-]+\.js$/);
    await gotoHydrated(page, '/data/indicators/population');
    const whatToShow = page.getByRole('region', { name: 'What to show' });
    await whatToShow.getByRole('checkbox', { name: 'Hail City' }).click();
    await whatToShow.getByRole('checkbox', { name: 'Baqaa' }).click();
    await whatToShow.getByRole('combobox', { name: 'From' }).selectOption('2020');
    await expect(page.locator('[data-island="indicator-controls"]')).not.toHaveAttribute('data-hydrated');
    controls.release();
    await expect(page).toHaveURL(/\?geo=hail-region%2Chail-city%2Cbaqaa&from=2020$/);
    await expect(whatToShow.getByRole('checkbox', { name: 'Baqaa' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('2020');
    await expect(
      page.getByRole('region', { name: /^The values drawn: Population/ }).getByRole('row'),
    ).toHaveCount(7);
  });

  test("a click or a key made before the islands' script is here is held, then made", async ({ page }) => {
    // The islands' script itself arrives late (a slow network): from the first paint, the page's boot script holds
    // what is done in an island until then
    const tabs = await holdBack(page, /\/assets\/islands-[^/]*\.js$/);
    await page.goto('/data', { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: 'Thematic Domains' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(tabs.asked).toBe(true);
    await expect(page).toHaveURL(/\/data$/);
    tabs.release();
    await expect(page.getByRole('tab', { name: 'SDG Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/data\/sdg$/);

    await page.unrouteAll();
    const header = await holdBack(page, /\/assets\/islands-[^/]*\.js$/);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const island = page.locator('[data-island="header"]');
    if (isPhone(page)) await page.getByRole('button', { name: 'Toggle menu' }).tap();
    // The search button, a link to the results page, opens the dialog instead
    else await page.getByRole('banner').getByRole('link', { name: 'Search Data' }).click();
    await expect.poll(header.asked).toBe(true);
    await expect(island).not.toHaveAttribute('data-hydrated');
    header.release();
    if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    else await expect(page.getByRole('combobox')).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
    if (isPhone(page)) return;

    // If the script cannot be loaded, the held click goes to the page as it is: the link leads to its page
    await page.unrouteAll();
    const lost = await holdBack(page, /\/assets\/islands-[^/]*\.js$/, { fail: true });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('link', { name: 'Search Data' }).click();
    await expect(page).toHaveURL(/\/about$/);
    lost.release();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('switches language to the same page in Arabic, itself hydrated as islands', async ({ page }) => {
    await gotoHydrated(page, '/publications/reports');
    const header = page.getByRole('banner');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Read this page in Arabic' }).click();
    } else await header.getByRole('link', { name: 'Read this page in Arabic' }).click();
    await expect(page).toHaveURL(/\/ar\/publications\/reports$/);
    await pageStarted(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-hydrate', 'islands');
  });

  test('the GIS Hub runs its tools as an island: no React Router, its state in the address', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await gotoHydrated(page, '/tools/gis?layers=roads');
    expect(scripts.filter((s) => /\/(router|entry\.client|manifest|tools\.gis)-[\w-]+\.js$/.test(s))).toEqual(
      [],
    );
    expect(
      scripts.some((s) => /\/gis-hub-[\w-]+\.js$/.test(s)),
      scripts.join(' '),
    ).toBe(true);
    // The address read once hydrated, a switch written back in place, and the page's history kept
    const roads = page.getByRole('switch', { name: 'Major Road Network' });
    await expect(roads).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Agricultural Areas' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Agricultural Areas' }).click();
    await expect(page).toHaveURL(/[?&]layers=agricultural(%2C|,)roads$/);
    await page.getByRole('tab', { name: 'Query' }).click();
    // The ids the tabs and panels name each other by (useId) are those of the code that runs: the panel rendered
    // now and the tabs hydrated from the prerendered page agree
    expect(await danglingIdReferences(page)).toEqual([]);
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(page).toHaveURL(/results=1/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]layers=agricultural(%2C|,)roads$/);
    await page.getByRole('tab', { name: 'Layers' }).click();
    await expect(page.getByRole('switch', { name: 'Agricultural Areas' })).toBeChecked();
    expect(await danglingIdReferences(page)).toEqual([]);
  });

  test('without JavaScript, the header and every island are in place in the page', async ({ browser }) => {
    test.skip(test.info().project.name === 'phone', 'the HTML is the same; once is enough');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // React wrote a finished part over 12.8 KB into the document at its end, hidden, for a script to move
    const response = await page.goto('/participate/support');
    expect(await response!.text()).not.toContain('<template id="B:');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Tell us about it' })).toBeVisible();
    await context.close();
  });
});
