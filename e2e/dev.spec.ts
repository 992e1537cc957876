/**
 * What a developer sees under `npm run dev` is what visitors get: a few pages served by Astro's dev server (the
 * `dev` project of playwright.config.ts), used as a visitor would, without an error or a hydration warning.
 */
import { STAFF_PASSWORD } from '../playwright.config';
import { expect, pageStarted, test } from './fixtures';

// One page at a time: the dev server's first answer for a page can reload the pages open beside it (seen under
// CI's load: the about page reloaded under its keys while the economy dashboard was first opened in parallel)
test.describe.configure({ mode: 'serial' });

test('the about page: the menu and the search, as built', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hail Region');
  await pageStarted(page);
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search the portal' });
  await page.keyboard.type('water');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);
  expect(consoleErrors).toEqual([]);
});

test('the economy dashboard: a filter applied redraws the view', async ({ page, consoleErrors }) => {
  await page.goto('/data/economy');
  await pageStarted(page);
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters
    .getByRole('group', { name: 'Governorate' })
    .getByRole('checkbox', { name: 'Hail City' })
    .click();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(filters.getByRole('status')).toHaveText(/^Filters applied/);
  await expect(page).toHaveURL(/\?governorate=hail-city$/);
  expect(consoleErrors).toEqual([]);
});

test('the Arabic GIS hub runs a query', async ({ page, consoleErrors }) => {
  await page.goto('/ar/tools/gis');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await pageStarted(page);
  await page.getByRole('tab', { name: 'الاستعلام', exact: true }).click();
  await page.getByRole('button', { name: 'تنفيذ الاستعلام' }).click();
  await expect(page).toHaveURL(/results=1/);
  expect(consoleErrors).toEqual([]);
});

test('the Arabic staff inbox, rendered on demand: sign in, the list', async ({ page, consoleErrors }) => {
  await page.goto('/ar/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await page.getByLabel('اسم المستخدم').fill('e2e-staff');
  await page.getByLabel('كلمة المرور').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوارد');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The sign-in form is the inbox's answer to a visitor not signed in: status 401, which the console notes
  expect(consoleErrors.filter((message) => !message.includes('status of 401'))).toEqual([]);
});
