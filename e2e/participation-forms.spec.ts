import { axeViolations, expect, gotoHydrated, isPhone, test } from './fixtures';

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

  test('the checks load with the form, not the page; if they cannot be fetched it says so and keeps the text', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'loading, not layout: once is enough');
    // The schemas' chunk (zod) is the one script that sets zod's no-eval mode
    const checks: string[] = [];
    let refuse = false;
    await page.route('**/_astro/*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('jitless')) return route.fulfill({ response });
      checks.push(new URL(route.request().url()).pathname);
      return refuse ? route.abort() : route.fulfill({ response });
    });
    await gotoHydrated(page, '/participate/feedback');
    expect(checks).toEqual([]);

    refuse = true;
    const form = page.getByRole('form', { name: 'Provide Feedback' });
    await form.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'A figure or dataset' });
    const message = form.getByRole('textbox', { name: /Your feedback/ });
    await message.fill('The 2024 population of Samira looks too high next to the census.');
    await expect.poll(() => checks.length).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(form.getByRole('alert')).toContainText('Your form could not be sent');
    await expect(message).toHaveValue('The 2024 population of Samira looks too high next to the census.');

    // Once they can be fetched, the same form is checked and sent
    refuse = false;
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Received' })).toContainText(
      'Your reference number is',
    );
  });

  test('a data request in Arabic: Arabic messages, a reference', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
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
  test("feedback in Arabic from a page's link: the page filled in, Arabic answers", async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/ar/data/sdg');
    const about = page.getByRole('complementary', { name: 'ملاحظات على هذه الصفحة' });
    await expect(about).toContainText('هل في هذه الصفحة خطأ أو نقص؟');
    await about.getByRole('link', { name: 'أخبرنا بذلك' }).click();
    await expect(page).toHaveURL(/\/ar\/participate\/feedback\?page=%2Far%2Fdata%2Fsdg$/);
    const form = page.getByRole('form', { name: 'شاركنا ملاحظاتك' });
    await expect(form.getByRole('textbox', { name: /الصفحة المعنية/ })).toHaveValue('/ar/data/sdg');
    // The feedback page does not offer feedback on itself
    await expect(page.getByRole('complementary', { name: 'ملاحظات على هذه الصفحة' })).toHaveCount(0);
    await form.getByRole('button', { name: 'أرسل ملاحظاتك' }).click();
    await expect(form.getByRole('alert')).toContainText('يُرجى تصحيح حقلين:');
    await form.getByRole('combobox', { name: /الموضوع/ }).selectOption({ label: 'رقم أو مجموعة بيانات' });
    await form
      .getByRole('textbox', { name: /ملاحظاتك/ })
      .fill('نسبة الهدف السادس لا تطابق تقرير وزارة البيئة لعام 2024.');
    await form.getByRole('button', { name: 'أرسل ملاحظاتك' }).click();
    const received = page.getByRole('status').filter({ hasText: 'تم الاستلام' });
    await expect(received).toContainText('رقمك المرجعي هو');
    expect((await received.locator('p[dir="ltr"]').textContent()) ?? '').toMatch(/^FB-/);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a data request in English gives a reference and the reply time', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/participate/data-requests');
    const form = page.getByRole('form', { name: 'Data Requests' });
    await form
      .getByRole('textbox', { name: /Data you need/ })
      .fill('Groundwater wells by governorate since 2015');
    await form.getByRole('textbox', { name: /Purpose of use/ }).fill('A feasibility study for a date farm');
    await form.getByRole('combobox', { name: /Format wanted/ }).selectOption('Excel');
    await form.getByRole('textbox', { name: /Organisation/ }).fill('Nakheel Hail Co.');
    await form.getByRole('textbox', { name: /Your name/ }).fill('Faisal');
    await form.getByRole('textbox', { name: /Email/ }).fill('faisal@example.sa');
    await form.getByRole('button', { name: 'Send request' }).click();
    const received = page.getByRole('status').filter({ hasText: 'Received' });
    await expect(received).toContainText('Your reference number is');
    expect((await received.locator('p[dir="ltr"]').textContent()) ?? '').toMatch(/^DR-/);
    expect(consoleErrors).toEqual([]);
  });
});

test('registering for an event keeps a seat and gives a reference', async ({ page, consoleErrors }) => {
  test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
  await gotoHydrated(page, '/participate/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshops & Events');
  const event = page.getByRole('listitem').filter({ hasText: 'Open data for research and teaching' });
  const seats = event.getByText(/^Seats left: \d+ of 30$/);
  await expect(seats).toBeVisible();
  const left = Number(/(\d+) of/.exec((await seats.textContent()) ?? '')![1]);
  await event.getByRole('button', { name: 'Register for Open data for research and teaching' }).click();
  const form = page.getByRole('form', { name: 'Register for Open data for research and teaching' });
  await form.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(form.getByRole('textbox', { name: /Your name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /Your name/ }).fill('Khalid');
  const email = `khalid.${Date.now()}.${test.info().project.name}@example.sa`;
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('button', { name: 'Confirm registration' }).click();
  const received = event.getByRole('status');
  await expect(received).toContainText('You are registered');
  expect((await received.locator('p[dir="ltr"]').textContent()) ?? '').toMatch(/^RG-/);
  await expect(event.getByText(`Seats left: ${left - 1} of 30`)).toBeVisible();

  // The same person again: refused, seat count unchanged
  await event.getByRole('button', { name: 'Register someone else' }).click();
  await event.getByRole('button', { name: 'Register for Open data for research and teaching' }).click();
  await form.getByRole('textbox', { name: /Your name/ }).fill('Khalid');
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('button', { name: 'Confirm registration' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This email address is already registered for this event.',
  );
  expect(await axeViolations(page)).toEqual([]);
  // The browser logs the refused request (409), nothing else
  expect(consoleErrors).toEqual([expect.stringContaining('409 (Conflict)')]);
});

test('registering in Arabic: Arabic labels, a reference and one seat fewer', async ({
  page,
  consoleErrors,
}) => {
  test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
  await gotoHydrated(page, '/ar/participate/community');
  const title = 'يوم البيانات المفتوحة في حائل 2027';
  const event = page.getByRole('listitem').filter({ hasText: title });
  const seats = event.getByText(/^المقاعد المتبقية: \d+ من 150$/);
  await expect(seats).toBeVisible();
  const before = (await seats.textContent()) ?? '';
  await event.getByRole('button', { name: `التسجيل في ${title}` }).click();
  const form = page.getByRole('form', { name: `التسجيل في ${title}` });
  await form.getByRole('textbox', { name: /اسمك/ }).fill('منيرة الشمري');
  await form.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(`munira.${Date.now()}@example.sa`);
  await form.getByRole('button', { name: 'أكّد التسجيل' }).click();
  const received = event.getByRole('status');
  await expect(received).toContainText('تم الاستلام');
  expect((await received.locator('p[dir="ltr"]').textContent()) ?? '').toMatch(/^RG-/);
  await expect(seats).not.toHaveText(before);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('newsletter: topics, an unsubscribe link to keep, and the page that honours it', async ({
  page,
  consoleErrors,
}) => {
  test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
  await gotoHydrated(page, '/participate/newsletter');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('checkbox', { name: 'New datasets' }).uncheck();
  await form.getByRole('textbox', { name: /Email/ }).fill(`reader.${Date.now()}@example.sa`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toContainText('Topics: Choose at least one topic.');
  await expect(form.getByRole('checkbox', { name: 'New datasets' })).toBeFocused();
  await form.getByRole('checkbox', { name: 'Indicator updates' }).check();
  await form.getByRole('checkbox', { name: 'Workshops and events' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const received = page.getByRole('status').filter({ hasText: 'Received' });
  await expect(received).toContainText('Keep the unsubscribe link below');
  const link = received.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/participate\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);

  await gotoHydrated(page, new URL(href).pathname + new URL(href).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unsubscribed' })).toHaveText(
    'You are unsubscribed: no more newsletters will be sent to this address.',
  );
  // A link without its token says where the link comes from
  await gotoHydrated(page, '/participate/newsletter/unsubscribe');
  await expect(page.getByText(/This address has no token/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('without JavaScript the form says how else to reach the team', async ({ browser }) => {
  test.skip(test.info().project.name === 'phone', 'one run is enough');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/participate/feedback');
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await expect(page.getByText(/This form sends with JavaScript.*opendata@hailhub\.sa/)).toBeVisible();
  await context.close();
});
