import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, isPhone, test } from './fixtures';

const GUIDES = [
  ['finding-data', 'Finding data'],
  ['reading-indicators', 'Reading an indicator page'],
  ['using-maps', 'Using the maps'],
  ['downloading', 'Downloading data'],
  ['using-the-api', 'Using the API'],
  ['citing', 'Citing a dataset'],
  ['reusing', 'Reusing the data'],
  ['embedding', 'Embedding an indicator chart'],
] as const;

/**
 * Every link in the page's main content leads somewhere: each page, file or API address of the portal answers
 * 200 (one request each, no page load), and each #anchor exists on the page it names.
 */
async function expectLinksResolve(page: Page) {
  const here = new URL(page.url());
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  const bodies = new Map<string, string>();
  for (const href of hrefs) {
    const url = new URL(href, here);
    if (url.origin !== here.origin) continue; // mailto:, tel:, the licence's own site
    if (url.pathname === here.pathname && url.search === '') {
      if (url.hash) await expect(page.locator(url.hash), href).toHaveCount(1);
      continue;
    }
    const address = url.pathname + url.search;
    if (!bodies.has(address)) {
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(200);
      bodies.set(address, url.hash ? await response.text() : '');
    }
    if (url.hash) expect(bodies.get(address), href).toContain(`id="${url.hash.slice(1)}"`);
  }
  return hrefs.length;
}

test.describe('Learning Centre', () => {
  test('guides with a table of contents, a citation and the licences from the catalogue, a glossary', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/participate/learn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning Centre');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Participate',
      'Learning Centre',
    ]);
    const main = page.getByRole('main');
    for (const [id, title] of GUIDES) {
      const section = main.getByRole('region', { name: title, exact: true });
      await expect(section).toHaveAttribute('id', id);
      await expect(section.getByRole('heading', { level: 2 })).toHaveAccessibleName(title);
    }

    // The contents lead to each guide and to the glossary.
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(GUIDES.length + 1);
    for (const [id] of GUIDES)
      await expect(contents.locator(`a[href="#${id}"]`), `contents → #${id}`).toHaveCount(1);
    await contents.getByRole('link', { name: /^Citing a dataset/ }).click();
    await expect(page).toHaveURL(/\/participate\/learn#citing$/);
    await expect(page.getByRole('heading', { name: 'Citing a dataset' })).toBeInViewport();
    const citing = main.getByRole('region', { name: 'Citing a dataset' });
    await expect(citing.locator('blockquote').last()).toHaveText(
      /^HRDA Statistics Department \(2025\)\. Population Census 2025 \[Data set\]\. Hail Regional Data Hub\. https?:\/\/\S+\/data\/catalogue\/population-census-2025\. Accessed 1 December 2025\.$/,
    );
    await expect(main.getByRole('region', { name: 'Reusing the data' })).toContainText(
      /Creative Commons Attribution 4\.0 International \(CC BY 4\.0\) — \d+ datasets/,
    );
    await page.getByRole('link', { name: 'Back to the contents' }).first().click();
    await expect(contents).toBeInViewport();
    await contents.getByRole('link', { name: /^Glossary/ }).click();
    await expect(page).toHaveURL(/#glossary$/);

    // A glossary term has its anchor, and the address can name it.
    const glossary = main.getByRole('region', { name: 'Glossary' });
    await expect(glossary.getByRole('term')).toHaveCount(await glossary.getByRole('definition').count());
    await expect(page.locator('#term-dcat dt')).toHaveText('DCAT and DCAT-AP');
    await expect(page.locator('#term-hijri-date dd')).toContainText('Umm al-Qura');
    await main.getByRole('region', { name: 'Using the API' }).getByRole('link', { name: 'DCAT-AP' }).click();
    await expect(page).toHaveURL(/#term-dcat$/);
    await expect(page.locator('#term-dcat')).toBeInViewport();

    expect(await expectLinksResolve(page)).toBeGreaterThan(30);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test('Learning Centre: a block of code is copied by its Copy button, which waits for its code', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/participate/learn');
  const figure = page.getByRole('figure', { name: 'Search the catalogue for water' });
  const copy = figure.getByRole('button', { name: 'Copy: Search the catalogue for water' });
  // Below the fold, the button does not look as if it worked before its code has come (when it is seen)
  await expect(copy).toBeDisabled();
  await figure.scrollIntoViewIfNeeded();
  await copy.click();
  await expect(figure.getByRole('status')).toHaveText('Copied to the clipboard.');
  const code = await figure.locator('pre').textContent();
  expect(code).toMatch(/\/api\/3\/action\/package_search\?q=water&rows=5$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(consoleErrors).toEqual([]);
});

test('a page opened at one of its parts shows that part, though the parts above it are laid out only when near', async ({
  page,
}) => {
  await page.goto('/participate/support#help');
  await expect(page.getByRole('heading', { name: 'How to get help', level: 2 })).toBeInViewport();
  await page.goto('/ar/participate/support#help');
  await expect(page.getByRole('heading', { name: 'كيف تحصل على المساعدة', level: 2 })).toBeInViewport();
});

test.describe('Support', () => {
  test('in Arabic: a question opened from its address, the search of the questions, no match said', async ({
    page,
    consoleErrors,
  }) => {
    test.skip(isPhone(page), 'behaviour, not layout: the desktop run covers it');
    await gotoHydrated(page, '/ar/participate/support#faq-newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدعم');
    const newsletter = page.locator('#faq-newsletter');
    await expect(newsletter).toHaveAttribute('open', '');
    await expect(newsletter).toBeInViewport();
    await expect(page.locator('#faq-api')).not.toHaveAttribute('open');
    const link = newsletter.getByRole('link', { name: /^رابط هذا السؤال: كيف أشترك في النشرة البريدية/ });
    await expect(link).toHaveAttribute('href', '#faq-newsletter');
    await expect(link).toHaveText('رابط هذا السؤال');

    const faq = page.getByRole('region', { name: 'الأسئلة الشائعة' });
    const questions = faq.locator('details[id^="faq-"]');
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(10);
    const status = faq.getByRole('status');
    await expect(status).toHaveText(new RegExp(`^${total} سؤال`));

    // A word written without its hamza (أُبلغ) finds the one question, and the count is said.
    const search = faq.getByRole('searchbox', { name: 'ابحث في الأسئلة' });
    await search.fill('ابلغ');
    await expect(status).toHaveText('سؤال واحد يطابق «ابلغ»');
    await expect(questions.filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('#faq-report-error summary')).toHaveText('كيف أُبلغ عن خطأ؟');
    await expect(page.locator('#faq-report-error')).toBeVisible();
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(['الملاحظات والطلبات والفعاليات']);

    // An English word finds its question on the Arabic page too (the English page's answers are read as well).
    await search.fill('cookies');
    await expect(status).toHaveText('سؤال واحد يطابق «cookies»');
    await expect(page.locator('#faq-tracking')).toBeVisible();

    // Two questions, in Arabic's dual; then a word nothing matches.
    await search.fill('الغاء');
    await expect(status).toHaveText('سؤالان يطابقان «الغاء»');
    await expect(questions.filter({ visible: true })).toHaveCount(2);
    await search.fill('طائرة');
    await expect(status).toHaveText('لا يوجد سؤال يطابق «طائرة». جرّب كلمة أخرى أو أقصر.');
    await expect(questions.filter({ visible: true })).toHaveCount(0);
    await faq.getByRole('link', { name: 'لم تجد إجابتك؟ اطّلع على سبل الحصول على المساعدة' }).click();
    await expect(page.getByRole('heading', { name: 'كيف تحصل على المساعدة' })).toBeInViewport();
    await faq.getByRole('button', { name: 'امسح البحث' }).click();
    await expect(search).toHaveValue('');
    await expect(questions.filter({ visible: true })).toHaveCount(total);

    // Opening a question and following its own link puts it in the address.
    await page.locator('#faq-api summary').click();
    await page
      .locator('#faq-api')
      .getByRole('link', { name: /^رابط هذا السؤال/ })
      .click();
    await expect(page).toHaveURL(/\/ar\/participate\/support#faq-api$/);
    await expect(page.locator('#faq-api')).toHaveAttribute('open', '');

    // How to get help, the hours from the site's contact details, and the contact block.
    await expect(page.getByRole('region', { name: 'أوقات الخدمة' })).toContainText(
      'من الأحد إلى الخميس، من 8:00 إلى 15:00',
    );
    const contact = page.getByRole('region', { name: 'تواصل مع فريق منصة البيانات' });
    await expect(contact.getByRole('link', { name: 'opendata@hailhub.sa' })).toBeVisible();

    expect(await expectLinksResolve(page)).toBeGreaterThan(20);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('without JavaScript every question opens, and the search field says it needs JavaScript', async ({
    browser,
  }) => {
    test.skip(test.info().project.name === 'phone', 'one run is enough');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/participate/support');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await expect(search).toBeEnabled();
    await expect(search).toHaveAccessibleDescription(
      /^The search needs JavaScript, which is loading or switched off; every question is listed below\. \d+ questions$/,
    );
    const question = page.locator('#faq-request-data');
    await expect(question).not.toHaveAttribute('open');
    await question.getByText('How do I ask for data that is not on the portal?').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByRole('link', { name: 'data request form' })).toHaveAttribute(
      'href',
      '/participate/data-requests',
    );
    await context.close();
  });
});
