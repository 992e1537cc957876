import { axeViolations, expect, gotoHydrated, test, ANY_SCREEN, isPhone } from './fixtures';

const KEY_FIGURES = [
  ['Total area', '103,887 km²'],
  ['Population', '697,000+'],
  ['Governorates', '8'],
  ['Vision 2030 projects', '156'],
];
const ACHIEVEMENT_YEARS = ['2021', '2022', '2023', '2024'];

test.describe('About', () => {
  test('shows the hero, the key figures and the regional overview', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hail Region');
    const figures = page.getByRole('region', { name: 'Hail in figures' }).getByRole('listitem');
    await expect(figures).toHaveCount(4);
    for (const [i, [label, value]] of KEY_FIGURES.entries()) {
      await expect(figures.nth(i).locator('p').first()).toHaveText(label!);
      await expect(figures.nth(i).locator('p').nth(1)).toHaveText(value!);
    }
    await expect(page.getByRole('heading', { name: 'The Hail Region Development Authority' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Our vision' })).toContainText(
      'A prosperous, sustainable',
    );
    const overview = page.getByRole('region', { name: 'Regional overview' });
    await expect(overview.getByRole('heading')).toHaveText([
      'Regional overview',
      'Location',
      'Economic base',
      'Heritage',
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('lists four achievements with years, one with the 180% tourism revenue growth', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const items = page.getByRole('region', { name: 'Key achievements' }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.locator('time')).toHaveText(ACHIEVEMENT_YEARS);
    const tourism = items.filter({ hasText: 'Tourism revenue growth' });
    await expect(tourism).toContainText('180%over 3 years');
  });

  test('data hub initiative: figures and two working buttons', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/about');
    const hub = page.getByRole('region', { name: 'The Regional Data Hub initiative' });
    await expect(hub.getByRole('definition')).toHaveText(['100+', '17', '5']);
    await expect(hub.getByRole('term')).toHaveText(['Indicators', 'SDG alignment', 'Domains']);
    await expect(hub.getByRole('link', { name: 'Browse the Catalogue' })).toHaveAttribute(
      'href',
      '/data/catalogue',
    );
    const explore = hub.getByRole('link', { name: 'Explore Indicators' });
    await expect(explore).toHaveAttribute('href', '/data');
    expect(consoleErrors).toEqual([]);
    await explore.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/data$/);
  });

  test('has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/about');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('About sub-pages', () => {
  test('Mission & Vision', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/about/mission');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission & Vision');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About' }),
    ).toHaveAttribute('href', '/about');
    await expect(page.getByRole('region', { name: 'Our mission' })).toContainText('To publish accurate');
    await expect(page.getByRole('region', { name: 'Our vision' })).toContainText('A prosperous, sustainable');
    await expect(page.getByRole('region', { name: 'Our values' }).getByRole('listitem')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Data Governance', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/about/governance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Governance');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Open licence',
      'Publishing standards',
      'Update cycle',
      'Data quality',
      'Privacy and confidentiality',
    ]);
    await expect(page.getByRole('region', { name: 'Open licence' })).toContainText('CC BY 4.0');
    await expect(page.getByText('Policy last reviewed Sep 1, 2025.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Contact Us', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await gotoHydrated(page, '/about/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'opendata@hailhub.sa' })).toHaveAttribute(
      'href',
      'mailto:opendata@hailhub.sa',
    );
    await expect(main.getByRole('link', { name: '+966 16 532 0000' })).toHaveAttribute(
      'href',
      'tel:+966165320000',
    );
    await expect(main).toContainText('King Abdulaziz Road, Al Muntazah District, Hail 55421, Saudi Arabia');
    await expect(main).toContainText('Sunday to Thursday, 8:00 to 15:00');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
