/** The Data Catalogue page as a visitor finds it: its address and its controls, by role and label. */
import type { Locator, Page } from '@playwright/test';
import { chosen, expect } from './fixtures';

export const PATH = '/data/catalogue';

export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search datasets' });
export const category = (page: Page) => page.getByRole('combobox', { name: 'Category' });
export const period = (page: Page) => page.getByRole('combobox', { name: 'Time Period' });
export const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
export const datasets = (page: Page) => page.getByRole('region', { name: 'Datasets' }).getByRole('article');
export const titles = (page: Page) => datasets(page).getByRole('heading', { level: 3 });
export const filters = (page: Page) => page.getByRole('form', { name: 'Filters' });
export const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Picks an option of the Category or Time Period select. */
export async function choose(select: Locator, option: string) {
  await select.selectOption({ label: option });
  await expect(chosen(select)).toHaveText(option);
}
