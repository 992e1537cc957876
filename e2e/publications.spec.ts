import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { PublicationFiles } from '../core/publications/files';
import { axeViolations, expect, gotoHydrated, pageStarted, test, ANY_SCREEN, isPhone } from './fixtures';

/** What the data build wrote about the PDFs: the pages must show these real page counts and sizes. */
const FILES = JSON.parse(
  readFileSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'data', 'publication-files.json'), 'utf8'),
) as PublicationFiles;
const pdf = (id: string, lang: 'en' | 'ar' = 'en') => FILES.publications[id]![lang];
/** "84.8 kB" as the page writes sizes. */
const kb = (bytes: number) => `${(Math.round(bytes / 100) / 10).toFixed(1).replace(/\.0$/, '')} kB`;

const PUBLICATIONS = {
  'annual-report-2024': {
    title: 'Hail Region Annual Report 2024',
    pages: '156 pages',
    downloads: '2,847 downloads',
  },
  'sdg-progress-2024': { title: 'SDG Progress Report 2024', pages: '78 pages', downloads: '1,523 downloads' },
  'economic-outlook-2024': {
    title: 'Economic Outlook 2024',
    pages: '45 pages',
    downloads: '1,876 downloads',
  },
  'infrastructure-assessment': {
    title: 'Regional Infrastructure Assessment',
    pages: '112 pages',
    downloads: '934 downloads',
  },
  'population-demographics': {
    title: 'Population & Demographics Bulletin',
    pages: '67 pages',
    downloads: '1,245 downloads',
  },
  'environmental-indicators': {
    title: 'Environmental Indicators Report',
    pages: '89 pages',
    downloads: '756 downloads',
  },
} as const;
type Id = keyof typeof PUBLICATIONS;
const ALL = Object.keys(PUBLICATIONS) as Id[];
const TABS: [string, Id[]][] = [
  ['All', ALL],
  ['Reports', ['annual-report-2024', 'sdg-progress-2024']],
  ['Research', ['infrastructure-assessment']],
  ['Statistics', ['population-demographics']],
  ['Economics', ['economic-outlook-2024']],
  ['Environment', ['environmental-indicators']],
];

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Publication categories' });
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** Scrolls to a control and waits until its island, which starts when seen, has started. */
async function reach(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await pageStarted(page);
}

/** The visible cards are exactly these publications, in order, with their announced pages and downloads. */
async function expectCards(page: Page, tab: string, ids: Id[]) {
  await expect(tabs(page).getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(ids.map((id) => PUBLICATIONS[id].title));
  for (const [i, id] of ids.entries()) {
    await expect(cards(page).nth(i)).toContainText(PUBLICATIONS[id].pages);
    await expect(cards(page).nth(i)).toContainText(PUBLICATIONS[id].downloads);
  }
  await expect(page.getByRole('tabpanel')).toContainText(
    `${ids.length} publication${ids.length === 1 ? '' : 's'}`,
  );
}

test.describe('Publications', () => {
  test('hero, stats strip and featured report with its contents', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/publications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    const stats = page.getByRole('region', { name: 'Publications in figures' });
    await expect(stats.getByRole('definition')).toHaveText(['45+', '12K+', '6', '2024']);
    await expect(stats.getByRole('term')).toHaveText([
      'Publications',
      'Downloads',
      'Categories',
      'Latest year',
    ]);
    const featured = page.getByRole('region', { name: 'Hail Region Annual Report 2024' });
    const annual = pdf('annual-report-2024');
    // The announced length, and the PDF's own on its link
    await expect(featured).toContainText('156 pages');
    await expect(featured.getByRole('link', { name: /^Download PDF/ })).toContainText(
      `Download PDF (English, ${annual.pages} pages, `,
    );
    await expect(featured).toContainText('2,847 downloads');
    // The contents are the PDF's, each section linked to its page
    const rows = featured.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(annual.toc.length + 1);
    const [first, second] = [annual.toc[0]!.page, annual.toc[1]!.page];
    await expect(rows.nth(1)).toHaveText(
      `Executive summary${second - 1 > first ? `${first}–${second - 1}` : first}`,
    );
    await expect(rows.nth(2).getByRole('link', { name: 'People & Society' })).toHaveAttribute(
      'href',
      `/downloads/publications/annual-report-2024.en.pdf#page=${annual.toc[1]!.page}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('Browse leads to the publication list', async ({ page }) => {
    await gotoHydrated(page, '/publications');
    await page.getByRole('link', { name: 'Browse' }).click();
    await expect(page).toHaveURL(/#library$/);
    await expect(page.getByRole('heading', { name: 'Publication library' })).toBeInViewport();
  });

  test('tabs filter the cards by category, by mouse', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/publications');
    await expect(tabs(page).getByRole('tab')).toHaveText(TABS.map(([t]) => t));
    await expectCards(page, 'All', ALL);
    for (const [tab, ids] of [...TABS.slice(1), TABS[0]!]) {
      await tabs(page).getByRole('tab', { name: tab, exact: true }).click();
      await expectCards(page, tab, ids);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('tabs change by keyboard: arrows move focus and select, Enter and Space keep the choice', async ({
    page,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/publications');
    // The library starts when seen: its keys work once it runs
    await reach(page, tabs(page));
    await page.getByRole('link', { name: 'Browse' }).focus();
    // Tab through the page to the selected tab, as a keyboard user would.
    for (
      let i = 0;
      i < 60 &&
      !(await tabs(page)
        .getByRole('tab', { name: 'All' })
        .evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(tabs(page).getByRole('tab', { name: 'All' })).toBeFocused();
    for (const [tab, ids] of TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(tabs(page).getByRole('tab', { name: tab, exact: true })).toBeFocused();
      await expectCards(page, tab, ids);
    }
    await page.keyboard.press('ArrowRight'); // wraps round to All
    await expectCards(page, 'All', ALL);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expectCards(page, 'Environment', ['environmental-indicators']);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expectCards(page, 'Economics', ['economic-outlook-2024']);
    await page.keyboard.press('Home');
    await expectCards(page, 'All', ALL);
  });

  test('Preview opens a dialog with the details; Escape and Close close it', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/publications');
    const trigger = page.getByRole('link', { name: 'Preview Economic Outlook 2024' });
    // Before the library's code has come, Preview is a link to the PDF itself; once it runs, it opens its dialog
    await expect(trigger).toHaveAttribute('href', '/downloads/publications/economic-outlook-2024.en.pdf');
    await reach(page, trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Economic Outlook 2024' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('October 2024');
    await expect(dialog).toContainText('Economics');
    await expect(dialog.getByRole('definition')).toHaveText(['October 2024', 'Economics', '45', '1,876']);
    await expect(dialog.getByRole('heading', { name: 'Key figures' })).toBeVisible();
    await expect(dialog).toContainText('Gross regional product');
    await expect(
      dialog.getByRole('link', { name: /^Download PDF \(English, \d+ pages, [\d.]+ kB\)/ }),
    ).toHaveAttribute('href', '/downloads/publications/economic-outlook-2024.en.pdf');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // The annual report's preview has its table of contents; open by keyboard, close with the Close button.
    await page.getByRole('tab', { name: 'Reports' }).click();
    const annual = page
      .getByRole('tabpanel')
      .getByRole('link', { name: 'Preview Hail Region Annual Report 2024' });
    await annual.focus();
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Hail Region Annual Report 2024' });
    await expect(report.getByRole('heading', { name: 'Table of contents' })).toBeVisible();
    await expect(report.getByRole('table').getByRole('row')).toHaveCount(
      pdf('annual-report-2024').toc.length + 1,
    );
    await expect(report.getByRole('definition')).toHaveText(['December 2024', 'Reports', '156', '2,847']);
    await report.getByRole('button', { name: 'Close' }).first().click();
    await expect(report).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('Download links are the real PDFs with their language and size; the catalogue as CSV and PDF', async ({
    page,
    request,
  }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/publications');
    const links = page.getByRole('tabpanel').getByRole('link', { name: /^Download PDF / });
    await expect(links).toHaveCount(6);
    const first = links.first();
    const href = '/downloads/publications/annual-report-2024.en.pdf';
    await expect(first).toHaveAttribute('href', href);
    await expect(first).toHaveAttribute('download', '');
    const annual = pdf('annual-report-2024');
    await expect(first).toHaveText(`Download PDF (English, ${annual.pages} pages, ${kb(annual.bytes)})`);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.byteLength).toBe(pdf('annual-report-2024').bytes);

    const catalogue = page.getByRole('group', { name: 'Download Catalog' });
    await expect(catalogue.getByRole('link', { name: /^Download CSV \(English/ })).toHaveAttribute(
      'href',
      '/downloads/publications/catalogue.en.csv',
    );
    await expect(catalogue.getByRole('link', { name: /^Download PDF \(English/ })).toHaveAttribute(
      'href',
      '/downloads/publications/catalogue.en.pdf',
    );
    const csv = await (await request.get('/downloads/publications/catalogue.en.csv')).body();
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,title,type,category,date,pages,downloads,description,url');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(ALL);
  });

  test('the Arabic page links the Arabic PDFs', async ({ page }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/ar/publications');
    const link = page
      .getByRole('tabpanel')
      .getByRole('link', { name: /^تنزيل PDF \(العربية، / })
      .first();
    await expect(link).toHaveAttribute('href', '/downloads/publications/annual-report-2024.ar.pdf');
    await expect(page.getByRole('region', { name: 'التقرير السنوي لمنطقة حائل 2024' })).toContainText(
      `${pdf('annual-report-2024', 'ar').toc[1]!.title}`,
    );
  });

  test('has no axe violations, also with a preview open', async ({ page }) => {
    await gotoHydrated(page, '/publications');
    expect(await axeViolations(page)).toEqual([]);
    const preview = page.getByRole('link', { name: 'Preview Hail Region Annual Report 2024' }).first();
    await reach(page, preview);
    await preview.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
