import type { Locator, Page } from '@playwright/test';
import { formatBytes } from '../app/i18n/format';
import { published } from './catalogue-data';
import { axeViolations, expect, gotoHydrated, holdBack, test, ANY_SCREEN, isPhone } from './fixtures';

/** Spec §9: governorates in order, with population, GDP growth and major projects as the detail card shows them. */
const governorates = [
  { id: 'hail-city', name: 'Hail City', population: '440,000', growth: '+4.8%', projects: '45' },
  { id: 'baqaa', name: 'Baqaa', population: '67,000', growth: '+3.2%', projects: '12' },
  { id: 'ghazalah', name: 'Ghazalah', population: '34,000', growth: '+2.9%', projects: '8' },
  { id: 'ash-shinan', name: 'Ash Shinan', population: '28,000', growth: '+3.7%', projects: '6' },
  { id: 'samira', name: 'Samira', population: '41,000', growth: '+4.1%', projects: '9' },
  { id: 'al-sulaymi', name: 'Al Sulaymi', population: '23,000', growth: '+2.4%', projects: '4' },
];

/** Domain id → '+N more' badge (samples beyond the first three), from content/domains.ts. */
const domainCards = [
  { id: 'people-society', title: 'People & Society', more: '+3 more' },
  { id: 'economy', title: 'Economy & Investment', more: '+3 more' },
  { id: 'infrastructure-liveability', title: 'Infrastructure & Liveability', more: '+2 more' },
  { id: 'environment-sustainability', title: 'Environment & Sustainability', more: '+1 more' },
  { id: 'governance', title: 'Governance', more: null },
];

const markers = (page: Page) => page.getByRole('list', { name: 'Governorates' }).getByRole('button');
const detail = (page: Page) => page.getByTestId('governorate-detail');

async function expectSelected(page: Page, g: (typeof governorates)[number]) {
  const card = detail(page);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(g.name);
  await expect(card.getByTestId('governorate-population')).toHaveText(g.population);
  await expect(card.getByTestId('governorate-gdp-growth')).toHaveText(g.growth);
  await expect(card.getByTestId('governorate-major-projects')).toHaveText(g.projects);
  await expect(card).toContainText(/Area: [\d,]+ km²/);
  for (const other of governorates) {
    await expect(markers(page).filter({ hasText: other.name })).toHaveAttribute(
      'aria-pressed',
      String(other === g),
    );
  }
}

const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('hero: title, calls to action and the four headline figures', async ({ page, consoleErrors }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open data for a thriving Hail region');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Explore Data' })).toHaveAttribute('href', '/data');
    await expect(main.getByRole('link', { name: 'Interactive Tools', exact: true })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(main.getByRole('link', { name: 'Open GIS Hub' })).toHaveAttribute('href', '/tools/gis');
    const tiles = page.getByRole('region', { name: 'Headline figures' }).getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toContainText('Population');
    await expect(tiles.nth(0)).toContainText('746,248');
    await expect(tiles.nth(0)).toContainText('2025 · +2.3%');
    await expect(tiles.nth(1)).toContainText('GRP growth');
    await expect(tiles.nth(1)).toContainText('+4.2%');
    await expect(tiles.nth(1)).toContainText('Year over year');
    await expect(tiles.nth(2)).toContainText('Unemployment rate');
    await expect(tiles.nth(2)).toContainText('5.8%');
    await expect(tiles.nth(2)).toContainText('Q3 2025');
    await expect(tiles.nth(3)).toContainText('Annual tourists');
    await expect(tiles.nth(3)).toContainText('1.2M');
    await expect(tiles.nth(3)).toContainText('+8%');
    expect(consoleErrors).toEqual([]);
  });

  test('domain cards link to their domain and show at most three samples and "+N more"', async ({
    page,
    consoleErrors,
  }) => {
    const section = page.getByRole('region', { name: 'Thematic Domains' });
    for (const d of domainCards) {
      const card = section.getByTestId(`domain-card-${d.id}`);
      await expect(card.getByRole('link', { name: d.title })).toHaveAttribute('href', `/data/${d.id}`);
      const samples = card.getByRole('list', { name: 'Sample indicators' }).getByRole('listitem');
      if (d.more) {
        await expect(samples).toHaveCount(4);
        await expect(samples.last()).toHaveText(d.more);
      } else {
        await expect(samples).toHaveCount(3);
        await expect(card).not.toContainText('more');
      }
    }
    await expect(section.getByRole('link', { name: 'SDG Dashboard' })).toHaveAttribute('href', '/data/sdg');
    await expect(section.getByRole('link', { name: 'City Prosperity Index' })).toHaveAttribute(
      'href',
      '/data/cpi',
    );
    await section.getByRole('link', { name: 'People & Society' }).click();
    await expect(page).toHaveURL(/\/data\/people-society$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('People & Society');
    expect(consoleErrors).toEqual([]);
  });

  test('map: Hail City is selected by default', async ({ page, consoleErrors }) => {
    await expect(markers(page)).toHaveCount(6);
    await expectSelected(page, governorates[0]!);
    await expect(detail(page)).toContainText('Area: 34,500 km²');
    expect(consoleErrors).toEqual([]);
  });

  test('map: clicking a marker selects and highlights it, and the card follows', async ({
    page,
    consoleErrors,
  }) => {
    const unselected = await background(markers(page).filter({ hasText: 'Baqaa' }));
    for (const g of [...governorates.slice(1), governorates[0]!]) {
      await markers(page).filter({ hasText: g.name }).click();
      await expectSelected(page, g);
    }
    await markers(page).filter({ hasText: 'Baqaa' }).click();
    expect(await background(markers(page).filter({ hasText: 'Baqaa' }))).not.toBe(unselected);
    expect(await background(markers(page).filter({ hasText: 'Hail City' }))).toBe(unselected);
    expect(consoleErrors).toEqual([]);
  });

  test('map: a governorate tapped before the map code has come is shown pressed, and its card follows', async ({
    page,
    consoleErrors,
  }) => {
    const held = await holdBack(page, /\/regional-map\.[\w-]+\.js$/);
    const baqaa = markers(page).filter({ hasText: 'Baqaa' });
    await baqaa.click();
    await expect(baqaa).toHaveAttribute('aria-pressed', 'true');
    await expect(markers(page).filter({ hasText: 'Hail City' })).toHaveAttribute('aria-pressed', 'false');
    expect(held.asked()).toBe(true);
    held.release();
    await expectSelected(page, governorates[1]!);
    expect(consoleErrors).toEqual([]);
  });

  test('map: markers work from the keyboard (Tab, Enter, Space)', async ({ page, consoleErrors }) => {
    test.skip(isPhone(page), ANY_SCREEN);
    await markers(page).filter({ hasText: 'Hail City' }).focus();
    await page.keyboard.press('Tab');
    await expect(markers(page).filter({ hasText: 'Baqaa' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectSelected(page, governorates[1]!);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(markers(page).filter({ hasText: 'Samira' })).toBeFocused();
    await page.keyboard.press('Space');
    await expectSelected(page, governorates[4]!);
    expect(consoleErrors).toEqual([]);
  });

  test('engagement cards (0.2 s stagger) and quick-access tools link where the spec says', async ({
    page,
    consoleErrors,
  }) => {
    const section = page.getByRole('region', { name: 'Start Exploring' });
    await expect(section.getByRole('link', { name: 'Open the Catalogue' })).toHaveAttribute(
      'href',
      '/data/catalogue',
    );
    await expect(section.getByRole('link', { name: 'View the Dashboard' })).toHaveAttribute(
      'href',
      '/data/economy',
    );
    await expect(section.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/participate/learn',
    );
    const cards = section.locator('.animate-rise').filter({ has: page.getByRole('heading', { level: 3 }) });
    const delays = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays).toEqual(['0s', '0.2s', '0.4s']);
    for (const [name, href] of [
      ['GIS Hub', '/tools/gis'],
      ['Regional Observatory', '/tools/observatory'],
      ['API Access', '/participate/api'],
      ['Community', '/participate/community'],
    ]) {
      await expect(section.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href!,
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  test('featured content: stories, reports and the newest catalogue datasets', async ({
    page,
    consoleErrors,
  }) => {
    const section = page.getByRole('region', { name: 'Featured Content' });
    const stories = section.getByRole('region', { name: 'Data Stories' });
    await expect(stories.getByRole('link', { name: 'View all data stories' })).toHaveAttribute(
      'href',
      '/publications/stories',
    );
    for (const [title, id] of [
      ['Tourism in Hail: a region on the map', 'tourism-growth'],
      ['How Hail City is growing', 'urban-development'],
      ['Sun, wind and water: Hail’s energy transition', 'renewable-energy'],
    ]) {
      await expect(stories.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/publications/stories/${id}`,
      );
    }
    const reports = section.getByRole('region', { name: 'Latest Reports' });
    await expect(reports.getByRole('link', { name: 'View all reports' })).toHaveAttribute(
      'href',
      '/publications/reports',
    );
    await expect(reports.getByRole('listitem')).toHaveCount(3);

    const datasets = section.getByRole('region', { name: 'New Datasets' });
    await expect(datasets.getByRole('link', { name: 'Browse all datasets' })).toHaveAttribute(
      'href',
      '/data/catalogue',
    );
    const newest = [...published.datasets].sort((a, b) => b.modified.localeCompare(a.modified)).slice(0, 3);
    const items = datasets.getByTestId('new-dataset');
    await expect(items).toHaveCount(3);
    for (const [i, d] of newest.entries()) {
      await expect(items.nth(i)).toContainText(d.title.en);
      await expect(items.nth(i)).toContainText(d.category);
      await expect(items.nth(i)).toContainText(d.formats[0]!);
      await expect(items.nth(i)).toContainText(formatBytes('en', d.size));
      await expect(items.nth(i).getByRole('link', { name: d.title.en })).toHaveAttribute(
        'href',
        `/data/catalogue/${d.slug}`,
      );
      // The store's count (the seeded figure and every download counted since, by other tests too)
      const shown = (await items.nth(i).textContent())?.match(/([\d,]+) downloads/)?.[1];
      expect(Number(shown?.replaceAll(',', ''))).toBeGreaterThanOrEqual(d.downloads);
    }
    await stories.getByRole('link', { name: 'Tourism in Hail: a region on the map' }).click();
    await expect(page).toHaveURL(/\/publications\/stories\/tourism-growth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tourism in Hail: a region on the map');
    expect(consoleErrors).toEqual([]);
  });

  test('home has no axe violations', async ({ page }) => {
    expect(await axeViolations(page)).toEqual([]);
  });
});
