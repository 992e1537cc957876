import { axeViolations, expect, gotoHydrated, test } from './fixtures';

const REFERENCE = /^(FB|DR)-[0-9A-HJKMNP-TV-Z]{8}$/;

test.describe('Participation forms', () => {
  test('feedback: errors beside the fields and focus on the first, then a reference', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/participate/feedback?page=/data/sdg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Provide Feedback');
    const form = page.getByRole('form', { name: 'Provide Feedback' });
    await expect(form.getByRole('textbox', { name: /Page concerned/ })).toHaveValue('/data/sdg');
    await expect(page.getByRole('complementary').filter({ hasText: 'What we keep, and why' })).toContainText(
      'deleted 24 months',
    );

    await form.getByRole('button', { name: 'Send feedback' }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toContainText('Please correct 2 fields:');
    const topic = form.getByRole('combobox', { name: /Topic/ });
    await expect(topic).toBeFocused();
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await expect(topic).toHaveAccessibleDescription('Choose one of the options.');
    const message = form.getByRole('textbox', { name: /Your feedback/ });
    await expect(message).toHaveAccessibleDescription(/This field is required\./);

    await topic.selectOption({ label: 'A figure or dataset' });
    await message.fill('The 2024 population of Samira looks too high next to the census.');
    await form.getByRole('textbox', { name: /Email/ }).fill('not an email');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByRole('textbox', { name: /Email/ })).toBeFocused();
    await expect(summary).toContainText('Email: Enter an email address such as name@example.sa.');

    await form.getByRole('textbox', { name: /Email/ }).fill('noura@example.sa');
    // A double click sends once
    await form.getByRole('button', { name: 'Send feedback' }).dblclick();
    const received = page.getByRole('status').filter({ hasText: 'Received' });
    await expect(received).toContainText('Your reference number is');
    const reference = (await received.locator('p[dir="ltr"]').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    await expect(received).toContainText('reached the data team');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a data request in Arabic: Arabic messages, a reference', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/ar/participate/data-requests');
    const form = page.getByRole('form', { name: 'طلبات البيانات' });
    await form
      .getByRole('textbox', { name: /البيانات المطلوبة/ })
      .fill('عدد الآبار الجوفية حسب المحافظة منذ 2015');
    await form
      .getByRole('textbox', { name: /الغرض من الاستخدام/ })
      .fill('بحث جامعي عن الأمن المائي في المنطقة');
    await form.getByRole('combobox', { name: /الصيغة المطلوبة/ }).selectOption('CSV');
    await form.getByRole('textbox', { name: /اسمك/ }).fill('سارة');
    await form.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill('sara@');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(form.getByRole('alert')).toContainText('يُرجى تصحيح حقل واحد:');
    await expect(form.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveAccessibleDescription(
      /أدخل بريدًا إلكترونيًا/,
    );
    await form.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill('sara@example.sa');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    const received = page.getByRole('status').filter({ hasText: 'تم الاستلام' });
    await expect(received).toContainText('سيراجع فريق البيانات طلبك');
    expect((await received.locator('p[dir="ltr"]').textContent()) ?? '').toMatch(/^DR-/);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('without JavaScript the form says how else to reach the team', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/participate/feedback');
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await expect(page.getByText(/This form sends with JavaScript.*opendata@hailhub\.sa/)).toBeVisible();
  await context.close();
});
