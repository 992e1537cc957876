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
});

test('the Arabic inbox: find a request, answer it, the audit trail in Arabic; guessing is refused, then limited', async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name === 'phone', 'the inbox is a desk tool; one run is enough');
  const origin = new URL(baseURL!).origin;
  const sent = await page.request.post('/api/participation/data-requests', {
    headers: { origin, 'idempotency-key': `e2e-staff-ar-${Date.now()}` },
    data: {
      language: 'ar',
      data: 'أعداد السياح حسب المحافظة',
      purpose: 'خطة تسويق سياحي',
      format: 'CSV',
      name: 'ريم',
      email: 'reem@example.sa',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await page.goto('/ar/staff');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اسم المستخدم').fill('e2e-staff');
  await page.getByLabel('كلمة المرور').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الوارد');
  await page.getByRole('searchbox', { name: 'بحث' }).fill('السياح');
  await page.getByRole('combobox', { name: 'النوع' }).selectOption({ label: 'طلب بيانات' });
  await page.getByRole('button', { name: 'تصفية' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByText('أعداد السياح حسب المحافظة')).toBeVisible();
  await page.getByRole('combobox', { name: 'الحالة' }).selectOption({ label: 'تم الرد' });
  await page.getByRole('textbox', { name: /ملاحظة/ }).fill('أُرسل الملف بالبريد');
  await page.getByRole('button', { name: 'حفظ' }).click();
  const last = page.getByRole('table').getByRole('row').last();
  await expect(last).toContainText('e2e-staff');
  await expect(last).toContainText('تغيّرت الحالة');
  await expect(last).toContainText('أُرسل الملف بالبريد');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();

  // Someone guessing: five wrong passwords are refused, the sixth try is not even checked
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('اسم المستخدم').fill('guess');
    await page.getByLabel('كلمة المرور').fill(`guess ${attempt}`);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة.');
  }
  await page.getByLabel('اسم المستخدم').fill('guess');
  await page.getByLabel('كلمة المرور').fill('guess 6');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('alert')).toHaveText('محاولات دخول فاشلة كثيرة. انتظر 15 دقيقة ثم حاول مجددًا.');
});
