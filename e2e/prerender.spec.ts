import { expect, test } from './fixtures';
import { mainRoutes } from './routes';

test.describe('prerendered HTML', () => {
  for (const route of mainRoutes) {
    test(`${route.path} arrives with its content, before any script runs`, async ({ browser, request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="en" dir="ltr"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        route.name === 'Home' ? /\w/ : route.name,
      );
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      await context.close();
    });
  }
});
