import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, isPhone, pageStarted, test } from './fixtures';

const dialogOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const group = (page: Page, name: string) => page.getByRole('listbox').getByRole('group', { name });

test.describe('portal search', () => {
  test('the dialog by keyboard and mouse finds a dataset, an indicator, a story and a publication', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'the phone run opens it from the menu sheet');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/about');
    await page.keyboard.press('/');
    const dialog = dialogOf(page, 'Search the portal');
    const box = dialog.getByRole('combobox', { name: /Search datasets/ });
    await expect(box).toBeFocused();
    // A typo and a word being typed
    await box.pressSequentially('groundwter wel');
    const wells = group(page, 'Datasets').getByRole('option', { name: /Groundwater Well Locations/ });
    await expect(wells).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(wells.locator('mark').first()).toHaveText('Groundwater');
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/data\/catalogue\/groundwater-well-locations$/);
    await expect(dialog).toBeHidden();
    // About runs islands only: the result was a page load, and the dataset page's keys work once it is hydrated
    await pageStarted(page);

    await page.keyboard.press('Control+k');
    await box.fill('population');
    await expect(
      group(page, 'Indicators')
        .getByRole('option', { name: /^Population/ })
        .first(),
    ).toBeVisible();
    await box.fill('annual report');
    await expect(
      group(page, 'Publications').getByRole('option', { name: /Hail Region Annual Report 2024/ }),
    ).toBeVisible();
    await box.fill('wind energy');
    await group(page, 'Data stories')
      .getByRole('option', { name: /Sun, wind and water/ })
      .click();
    await expect(page).toHaveURL(/\/publications\/stories\/renewable-energy$/);
    // A page load too
    await pageStarted(page);

    // Escape closes; '/' typed in a field is a character, not the shortcut
    await page.getByRole('banner').getByRole('button', { name: 'Search Data' }).click();
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Each search was the server's answer: no index came to the browser
    expect(asked).toContain('/api/search');
    expect(asked.filter((p) => p.startsWith('/search/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the dialog says when the server does not answer, and asks again on Try again', async ({ page }) => {
    test.skip(isPhone(page), 'the same dialog as on desktop');
    await gotoHydrated(page, '/ar/about');
    await page.route('**/api/search?*', (route) => route.abort());
    await page.keyboard.press('/');
    const dialog = dialogOf(page, 'البحث في المنصة');
    await dialog.getByRole('combobox').fill('آبار');
    await expect(dialog.getByText('لم يستجب البحث. تحقّق من اتصالك ثم حاول مجددًا.')).toBeVisible();
    await page.unroute('**/api/search?*');
    await dialog.getByRole('button', { name: 'حاول مجددًا' }).click();
    await expect(group(page, 'مجموعات البيانات').getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(/ (نتائج|نتيجة)$/);
  });

  test('in Arabic: words with and without hamza, diacritics and the article', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/ar');
    await page.getByRole('banner').getByRole('button', { name: 'ابحث في البيانات' }).click();
    const dialog = dialogOf(page, 'البحث في المنصة');
    const box = dialog.getByRole('combobox');
    const wells = group(page, 'مجموعات البيانات').getByRole('option', { name: /مواقع آبار المياه الجوفية/ });
    for (const q of ['الابار الجوفيه', 'آبار', 'المِيَاه الجَوْفِيَّة', 'والمياه']) {
      await box.fill(q);
      await expect(wells, q).toBeVisible();
    }
    await box.fill('السكان');
    await expect(group(page, 'المؤشرات').getByRole('option', { name: /^عدد السكان/ })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('نتيجة');
    await box.fill('الديموغرافيه');
    await expect(
      group(page, 'المنشورات').getByRole('option', { name: /نشرة السكان والخصائص الديموغرافية/ }),
    ).toBeVisible();
    await box.fill('الرياح');
    const story = group(page, 'قصص البيانات').getByRole('option', { name: /الشمس والرياح والمياه/ });
    await expect(story).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await story.click();
    await expect(page).toHaveURL(/\/ar\/publications\/stories\/renewable-energy$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the results page filters by type, with counts, in both languages', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/search?q=population');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const filters = page.getByRole('navigation', { name: 'Filter by type' });
    const all = filters.getByRole('link', { name: /^All \(\d+\)$/ });
    await expect(all).toHaveAttribute('aria-current', 'page');
    const indicators = filters.getByRole('link', { name: /^Indicators \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await indicators.textContent()) ?? '')![1]);
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await indicators.click();
    await expect(page).toHaveURL(/\/search\?q=population&type=indicator$/);
    await expect(page.getByRole('status')).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
    const results = page.getByRole('main').getByRole('list').last().getByRole('listitem');
    await expect(results).toHaveCount(Math.min(count, 20));
    await expect(results.first()).toContainText('Indicator');
    expect(await axeViolations(page)).toEqual([]);

    // A new search from the form keeps the type; an unknown type is said, and every type is searched
    await page.getByRole('searchbox', { name: /Search datasets/ }).fill('wells');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=wells&type=indicator$/);
    // Each was a history entry of the same page, not a page load: Back shows the previous search
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: /Search datasets/ })).toHaveValue('population');
    await expect(page.getByRole('status')).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // The feedback line at the page's end (an island that starts when near, or when the address changes) is
    // there and names the search shown
    await expect(page.getByRole('link', { name: 'Tell us about it' })).toHaveAttribute(
      'href',
      `/participate/feedback?page=${encodeURIComponent('/search?q=population&type=indicator')}`,
    );
    await gotoHydrated(page, '/ar/search?q=سكان&type=nonsense');
    await expect(page.getByRole('alert')).toHaveText('«nonsense» ليس نوعًا من النتائج: تُعرض الأنواع كلها.');
    await expect(
      page.getByRole('navigation', { name: 'تصفية حسب النوع' }).getByRole('link').first(),
    ).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("'Search Indicators' opens the search scoped to indicators", async ({ page }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/data');
    await page.getByRole('main').getByRole('link', { name: 'Search Indicators' }).click();
    const dialog = dialogOf(page, 'Search the portal');
    await expect(dialog).toContainText('Searching Indicators only');
    await dialog.getByRole('combobox').fill('population');
    await expect(page.getByRole('listbox').getByRole('group')).toHaveCount(1);
    await expect(group(page, 'Indicators')).toBeVisible();
    await dialog.getByRole('button', { name: 'Search everything' }).click();
    await expect(group(page, 'Datasets')).toBeVisible();
  });

  test('on a phone the menu sheet has the search', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu sheet exists below the large breakpoint');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('button', { name: 'Search Data' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    const box = dialogOf(page, 'Search the portal').getByRole('combobox');
    await box.fill('hail');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('without JavaScript the results page answers its form', async ({ browser }) => {
  test.skip(test.info().project.name === 'phone', 'one run is enough');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ar/search');
  await page.getByRole('searchbox').fill('الابار');
  await page.getByRole('button', { name: 'ابحث', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/search\?q=/);
  await page.getByRole('link', { name: /^مجموعات البيانات \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=dataset$/);
  const result = page.getByRole('link', { name: 'مواقع آبار المياه الجوفية' });
  await expect(result).toHaveAttribute('href', '/ar/data/catalogue/groundwater-well-locations');
  await expect(result.locator('mark')).toHaveText('آبار');
  await context.close();
});
