import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

const EMAIL = 'opendata@hailhub.sa';
const EVENTS = [
  ['Getting started with the Hail Data Hub', 'Dec 8, 2026'],
  ['Finding industrial land with the GIS Hub', 'Jan 19, 2027'],
  ['Open data for research and teaching', 'Feb 16, 2027'],
  ['Open Data Day Hail 2027', 'Mar 6, 2027'],
] as const;

/** Pins the page clock to a moment in Hail (UTC+3) before the page loads. */
async function openOn(page: Page, hailTime: string) {
  await page.clock.setFixedTime(new Date(`${hailTime}+03:00`));
  await gotoHydrated(page, '/participate');
  // The events run once they come near the viewport (below the fold on a phone)
  await page.locator('#events').scrollIntoViewIfNeeded();
}
const upcoming = (page: Page) =>
  page
    .getByRole('list', { name: 'Upcoming' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test.describe('Participate', () => {
  test('three cards; feedback and data requests lead to their forms', async ({ page, consoleErrors }) => {
    await openOn(page, '2026-11-22T09:00:00');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Participate');
    const channels = page.getByRole('region', { name: 'Ways to take part' });
    await expect(channels.getByRole('heading', { level: 3 })).toHaveText([
      'Provide Feedback',
      'Data Requests',
      'Workshops & Events',
    ]);
    await expect(channels.getByRole('link', { name: 'Send feedback' })).toHaveAttribute(
      'href',
      '/participate/feedback',
    );
    await channels.getByRole('link', { name: 'Request data' }).click();
    await expect(page).toHaveURL(/\/participate\/data-requests$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Requests');
    expect(consoleErrors).toEqual([]);
  });

  test('Workshops & Events leads to the upcoming events, with the Hijri date, seats and Register', async ({
    page,
    consoleErrors,
  }) => {
    await openOn(page, '2026-11-22T09:00:00');
    const see = page.getByRole('link', { name: 'See upcoming events' });
    await see.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#events$/);
    await expect(page.getByRole('heading', { name: 'Upcoming workshops & events' })).toBeInViewport();
    await expect(upcoming(page).getByRole('heading')).toHaveText(EVENTS.map(([title]) => title));
    await expect(upcoming(page).first()).toContainText(
      'Tuesday, December 8, 2026 (Jumada II 28, 1448 AH), 10:00–11:30',
    );
    await expect(upcoming(page).first()).toContainText('Online webinar');
    await expect(upcoming(page).first()).toContainText(/Seats left: \d+ of 300/);
    for (const [title] of EVENTS)
      await expect(page.getByRole('button', { name: `Register for ${title}` })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Past events' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('events that have taken place move to Past events, without registration', async ({ page }) => {
    await openOn(page, '2027-02-01T09:00:00');
    await expect(upcoming(page).getByRole('heading')).toHaveText([EVENTS[2][0], EVENTS[3][0]]);
    const past = page.getByRole('region', { name: 'Past events' });
    await expect(past.getByRole('heading', { level: 3 })).toHaveText([
      'Past events',
      EVENTS[1][0],
      EVENTS[0][0],
    ]);
    await expect(past.getByText('This event has taken place.')).toHaveCount(2);
    await expect(past.getByRole('link')).toHaveCount(0);
  });

  test('with no upcoming events it says so', async ({ page }) => {
    await openOn(page, '2027-04-01T09:00:00');
    await expect(page.getByText('No events are scheduled at the moment.', { exact: false })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Upcoming' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Past events' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(5);
  });

  test('contact block shows the portal e-mail, phone and address', async ({ page }) => {
    await openOn(page, '2026-11-22T09:00:00');
    const contact = page.getByRole('region', { name: 'Contact the Data Hub team' });
    await expect(contact.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    await expect(contact.getByRole('link', { name: '+966 16 532 0000' })).toHaveAttribute(
      'href',
      'tel:+966165320000',
    );
    await expect(contact).toContainText(
      'King Abdulaziz Road, Al Muntazah District, Hail 55421, Saudi Arabia',
    );
    await expect(contact).toContainText('Sunday to Thursday, 8:00 to 15:00');
  });

  test('has no axe violations', async ({ page }) => {
    await openOn(page, '2027-02-01T09:00:00');
    expect(await axeViolations(page)).toEqual([]);
  });
});
