import { readFile } from 'node:fs/promises';
import { STAFF_PASSWORD } from '../playwright.config';
import { axeViolations, expect, test } from './fixtures';

test('staff sign in, find a submission, change its status with an audit trail, export CSV', async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'phone', 'the inbox is a desk tool; one run is enough');
  // A visitor's feedback, sent as the feedback page sends it
  const sent = await page.request.post('/api/participation/feedback', {
    headers: { origin: new URL(baseURL!).origin, 'idempotency-key': `e2e-staff-${Date.now()}` },
    data: { language: 'en', topic: 'data-quality', message: 'Samira wells are missing from the map.' },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Username').fill('e2e-staff');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is not right.');
  await page.getByLabel('Username').fill('e2e-staff');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submissions');

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('samira wells');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Feedback' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In review' });
  await page.getByRole('textbox', { name: /Note/ }).fill('Checking with the water authority');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await axeViolations(page)).toEqual([]);
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').last()).toContainText('e2e-staff');
  await expect(audit.getByRole('row').last()).toContainText(
    'status changed: new → in-review · Checking with the water authority',
  );

  await page.getByRole('link', { name: 'Back to the submissions' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${reference},feedback,in-review,en,`);

  // The Arabic inbox, right to left
  await page.goto('/ar/staff');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوارد');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
});
