import { chromium } from 'playwright-core';
import { buildServer } from './server/app.ts';
const server = await buildServer({ root: process.cwd() + '/build/client' });
await server.listen({ port: 3400, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const pages = process.argv.slice(2);
for (const [w, h, tag] of [[1280, 1400, 'd'], [390, 1600, 'm']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  for (const p of pages) {
    await page.goto('http://127.0.0.1:3400' + p, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${tag}${p.replaceAll('/', '_').replaceAll('?', '_')}.png` });
  }
  await page.close();
}
await browser.close(); await server.close();
