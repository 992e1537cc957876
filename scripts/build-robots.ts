/**
 * A step of `npm run build`: /robots.txt, which names the sitemap (the server makes /sitemap.xml from the build's
 * pages and the store's catalogue as it is: server/sitemap.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site.ts';
import { robotsTxt } from '../core/sitemap.ts';

const client = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

writeFileSync(path.join(client, 'robots.txt'), robotsTxt(site));
console.log(`build:robots: robots.txt on ${site.url}`);
if (!process.env.SITE_URL)
  console.log(
    'build: SITE_URL is not set, so robots.txt and the prerendered pages’ hreflang and JSON-LD links point at' +
      ' http://localhost:3000 (the sitemap and DCAT are on the address they are asked at);' +
      ' set it to the public address when building for a deployment (e.g. SITE_URL=https://data.example.sa).',
  );
