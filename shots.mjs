import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--enable-unsafe-swiftshader','--no-first-run'] });
const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const jobs = (process.env.JOBS || 'gis').split(',');
for (const [size, viewport] of Object.entries(sizes)) for (const lang of ['en', 'ar']) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const pre = lang === 'ar' ? '/ar' : '';
  if (jobs.includes('gis')) {
    await page.goto(`${base}${pre}/tools/gis?layers=agricultural,groundwater,roads,industrial,electrical&zoning=industrial&within=10&from=road&results=1`);
    await page.locator('[data-map-status="ready"]').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/gis-${size}-${lang}.png`, fullPage: true });
    await page.locator('canvas.maplibregl-canvas').focus();
    await page.keyboard.press('Tab'); await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(800);
    await page.locator('figure').first().screenshot({ path: `/tmp/shots/gis-focus-${size}-${lang}.png` });
  }
  if (jobs.includes('dataset')) {
    await page.goto(`${base}${pre}/data/catalogue/industrial-zone-parcels`);
    const sec = page.locator('section[aria-labelledby="map-heading"]');
    await sec.scrollIntoViewIfNeeded();
    await page.locator('[data-map-status="ready"]').first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(2000);
    await sec.screenshot({ path: `/tmp/shots/dataset-${size}-${lang}.png` });
  }
  await ctx.close();
}
await browser.close();
