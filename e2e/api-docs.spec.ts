import type { Locator, Page } from '@playwright/test';
import {
  curlError,
  curlSearch,
  curlShow,
  errorResponse,
  errorStatus,
  javascriptFetch,
  pythonPandas,
  pythonSearch,
  withOrigin,
} from '../app/features/participation/lib/api-examples';
import { axeViolations, expect, gotoHydrated, isPhone, test } from './fixtures';
import { site } from '../content/site';

// The public address the build was made for (SITE_URL, else http://localhost:3000).
const ORIGIN = site.url;
const code = (source: string) => withOrigin(source, ORIGIN);

/** Each example block the page shows: its visible label (English, Arabic) and its code. */
const blocks = [
  ['Base address of every action', 'العنوان الأساسي لجميع الإجراءات', `${ORIGIN}/api/3/action/`],
  ['Search for datasets about water', 'البحث عن مجموعات بيانات عن المياه', code(curlSearch)],
  ['Fetch one dataset with its files', 'جلب مجموعة بيانات واحدة مع ملفاتها', code(curlShow)],
  [
    'Search with ckanapi and list each dataset’s files',
    'البحث باستخدام ckanapi وعرض ملفات كل مجموعة بيانات',
    code(pythonSearch),
  ],
  [
    'Load a dataset’s CSV file into pandas',
    'تحميل ملف CSV لمجموعة بيانات في مكتبة pandas',
    code(pythonPandas),
  ],
  [
    'Search, then fetch each result’s full record',
    'البحث، ثم جلب السجل الكامل لكل نتيجة',
    code(javascriptFetch),
  ],
  ['Request', 'الطلب', code(curlError)],
  [`Response (HTTP ${errorStatus})`, `الاستجابة (رمز حالة HTTP ${errorStatus})`, code(errorResponse)],
] as const;

const block = (page: Page, label: string) => page.getByRole('figure', { name: label, exact: true });

/**
 * A block's Copy button, once the visitor has reached the block: its code starts when seen. Scrolled to until it
 * has started, as a visitor would: the sections above it are laid out as they come near (content-visibility), so
 * the block can move off the screen again after the first scroll, before it was seen.
 */
async function copyIn(figure: Locator, name = 'Copy') {
  const button = figure.getByRole('button', { name });
  await expect(async () => {
    await figure.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled({ timeout: 1000 });
  }).toPass();
  return button;
}

/** The main content's heading levels, in document order. */
const headingLevels = (page: Page) =>
  page
    .getByRole('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));

function expectOutline(levels: number[]) {
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

test.describe('API documentation', () => {
  test('shows the base address, the actions, the errors and every example with its code', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/participate/api');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Data API');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Getting started',
      'Actions',
      'Responses and errors',
      'Examples',
      'Other ways to get the data',
      'Licence and use of the data',
    ]);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'Searching with package_search',
      'Filters for fq',
      'Error types',
      'Example: a dataset that does not exist',
      'Command line (curl)',
      'Python',
      'JavaScript',
    ]);
    expectOutline(await headingLevels(page));

    for (const [label, , source] of blocks) {
      const figure = block(page, label);
      await expect(figure.locator('pre')).toHaveText(source);
      await expect(figure.getByRole('button', { name: 'Copy' })).toBeVisible();
    }

    const caption = 'The API’s actions, their parameters and what they return';
    const actions = [
      'package_list',
      'package_show',
      'current_package_list_with_resources',
      'package_search',
      'organization_list',
      'organization_show',
      'group_list',
      'group_show',
      'tag_list',
      'resource_show',
      'package_activity_list',
      'activity_show',
      'status_show',
      'license_list',
      'help_show',
    ];
    // A table from tablets up; on phones, one card per action.
    if (isPhone(page)) {
      await expect(page.getByRole('table', { name: caption })).toBeHidden();
      await expect(page.getByRole('list', { name: caption }).getByRole('listitem')).toHaveText(
        actions.map((name) => new RegExp(`^${name}`)),
      );
    } else {
      await expect(page.getByRole('table', { name: caption }).getByRole('rowheader')).toHaveText(actions);
    }
    const errors = page.getByRole('table', { name: 'HTTP status and error type of each kind of failure' });
    await expect(errors.getByRole('row')).toHaveText([
      /HTTP status\s*Error type\s*When/,
      /^404\s*Not Found Error/,
      /^409\s*Validation Error/,
      /^400\s*Search Query Error/,
      /^400\s*Bad Request/,
      /^503\s*Service Unavailable/,
    ]);

    await expect(page.getByRole('link', { name: `${ORIGIN}/catalog.jsonld` })).toHaveAttribute(
      'href',
      '/catalog.jsonld',
    );
    await expect(page.getByRole('link', { name: `${ORIGIN}/catalog.ttl` })).toHaveAttribute(
      'href',
      '/catalog.ttl',
    );
    await expect(page.getByRole('link', { name: `${ORIGIN}/catalog.rdf` })).toHaveAttribute(
      'href',
      '/catalog.rdf',
    );
    await expect(page.getByRole('link', { name: `${ORIGIN}/sitemap.xml` })).toHaveAttribute(
      'href',
      '/sitemap.xml',
    );
    await expect(page.getByRole('main')).toContainText('Creative Commons Attribution 4.0');
    await expect(page.getByRole('main')).toContainText('are not official statistics');
    expect(consoleErrors).toEqual([]);
  });

  // The commands and the answer are those the first test finds on the page.
  test('the curl examples work against this server, and the error shown is the real one', async ({
    request,
    baseURL,
  }) => {
    // The address in a shown command, on the server under test instead of the public site.
    const local = (command: string) => {
      const url = new URL(/'([^']+)'/.exec(command)![1]!);
      expect(url.origin).toBe(ORIGIN);
      return url.pathname + url.search;
    };
    for (const command of [code(curlSearch), code(curlShow)]) {
      const res = await request.get(local(command));
      expect(res.status(), command).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/json/);
      expect((await res.json()).success).toBe(true);
    }
    const failing = await request.get(local(code(curlError)));
    expect(failing.status()).toBe(errorStatus);
    // The server builds its URLs on the address it was asked at: here the test server's, not the public one.
    expect(await failing.json()).toEqual(JSON.parse(withOrigin(errorResponse, baseURL!)));
  });

  test('Copy puts the example on the clipboard and says so', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/participate/api');
    const figure = block(page, 'Search, then fetch each result’s full record');
    await expect(figure.getByRole('status')).toHaveText('');
    // Below the fold, its button does not look as if it worked before its code has come
    await expect(figure.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await (await copyIn(figure)).click();
    await expect(figure.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code(javascriptFetch));

    const curl = block(page, 'Search for datasets about water');
    await (await copyIn(curl)).click();
    await expect(curl.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code(curlSearch));
    expect(consoleErrors).toEqual([]);
  });

  test('when the browser refuses the clipboard, Copy says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        },
      });
    });
    await gotoHydrated(page, '/participate/api');
    const figure = block(page, 'Search for datasets about water');
    await (await copyIn(figure)).click();
    await expect(figure.getByRole('status')).toHaveText(
      'Could not copy: your browser did not allow access to the clipboard. Select the code and copy it by hand.',
    );
  });

  test('Arabic: right-to-left prose, left-to-right code, and Copy', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/ar/participate/api');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('واجهة برمجة تطبيقات البيانات المفتوحة');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('البدء');
    expectOutline(await headingLevels(page));
    await expect(page.getByRole('main')).toContainText(
      'الأرقام الواردة في مجموعات البيانات النموذجية توضيحية، تبيّن طريقة تنظيم البيانات، وليست إحصاءات رسمية.',
    );

    for (const [, label, source] of blocks) {
      const pre = block(page, label).locator('pre');
      await expect(pre).toHaveText(source);
      await expect(pre).toHaveAttribute('dir', 'ltr');
      await expect(pre).toHaveCSS('direction', 'ltr');
    }
    await expect(page.locator('pre:not([dir="ltr"])')).toHaveCount(0);

    const figure = block(page, 'البحث عن مجموعات بيانات عن المياه');
    await (await copyIn(figure, 'نسخ')).click();
    await expect(figure.getByRole('status')).toHaveText('نُسخت الشيفرة إلى الحافظة.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code(curlSearch));
    expect(consoleErrors).toEqual([]);
  });

  for (const path of ['/participate/api', '/ar/participate/api']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
