import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

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

/** The visible cards are exactly these publications, in order, with their pages and downloads. */
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
    await expect(featured).toContainText('156 pages');
    await expect(featured).toContainText('2,847 downloads');
    const rows = featured.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(10);
    await expect(rows.nth(1)).toHaveText('Executive summary1–8');
    await expect(rows.nth(9)).toHaveText('Statistical annex149–156');
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
    await gotoHydrated(page, '/publications');
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
    const trigger = page.getByRole('button', { name: 'Preview Economic Outlook 2024' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Economic Outlook 2024' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('October 2024');
    await expect(dialog).toContainText('Economics');
    await expect(dialog.getByRole('definition')).toHaveText(['October 2024', 'Economics', '45', '1,876']);
    await expect(dialog.getByRole('table')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // The annual report's preview has its table of contents; open by keyboard, close with the Close button.
    await page.getByRole('tab', { name: 'Reports' }).click();
    const annual = page
      .getByRole('tabpanel')
      .getByRole('button', { name: 'Preview Hail Region Annual Report 2024' });
    await annual.focus();
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: 'Hail Region Annual Report 2024' });
    await expect(report.getByRole('heading', { name: 'Table of contents' })).toBeVisible();
    await expect(report.getByRole('table').getByRole('row')).toHaveCount(10);
    await expect(report.getByRole('definition')).toHaveText(['December 2024', 'Reports', '156', '2,847']);
    await report.getByRole('button', { name: 'Close' }).first().click();
    await expect(report).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('Download buttons are pending and say why', async ({ page }) => {
    await gotoHydrated(page, '/publications');
    const buttons = page.getByRole('tabpanel').getByRole('button', { name: /^Download / });
    await expect(buttons).toHaveCount(6);
    for (const button of await buttons.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/PDF downloads are not available yet/);
    }
    // The reason is also written once on the page, not only in the buttons' descriptions.
    const note = page
      .getByRole('region', { name: 'Publication library' })
      .locator('p', { hasText: /PDF downloads are not available yet/ });
    await expect(note).toHaveCount(1);
    await expect(note).toBeVisible();
  });

  test('Download Catalog saves a UTF-8 CSV of the six publications', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/publications');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Catalog' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('hail-publications-catalog.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,title,type,category,date,pages,downloads,description');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual(
      ALL.map((id) => [id, PUBLICATIONS[id].title]),
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(5, 7).join(' '))).toEqual([
      '156 2847',
      '78 1523',
      '45 1876',
      '112 934',
      '67 1245',
      '89 756',
    ]);
    await expect(page.getByRole('status')).toHaveText('Download started: hail-publications-catalog.csv');
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations, also with a preview open', async ({ page }) => {
    await gotoHydrated(page, '/publications');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Preview Hail Region Annual Report 2024' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
