import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';
import { searchIndexDev } from './scripts/vite/search-index-dev.ts';

const buildDir = process.env.BUILD_DIR ?? 'build';

/** `client:afterpaint`, for islands in the first screen: `client:idle` after the first paint (app/client/after-paint.ts). */
const afterPaint: AstroIntegration = {
  name: 'after-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'afterpaint', entrypoint: './app/client/after-paint.ts' }),
  },
};

/**
 * The pages: app/pages/, each written once for both languages (English at its path, Arabic under /ar), rendered
 * to static HTML at build time; the parts a visitor uses run in the browser as React islands (`client:*`).
 */
export default defineConfig({
  srcDir: './app',
  outDir: `${buildDir}/client`,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: { locales: ['en', 'ar'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [react(), afterPaint],
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      checkTranslations({ localesDir: 'app/i18n/locales' }),
      contentAsJson({ contentDir: 'content' }),
      dataFiles({ dir: `${buildDir}/data/public` }),
      searchIndexDev({ client: `${buildDir}/client` }),
      tailwindcss(),
    ],
    resolve: { tsconfigPaths: true },
    // The islands' code in a few chunks rather than thirty: React (with React DOM) in one, the modules most islands
    // share (i18n, the UI primitives, the page-part frame) in another. Each level of imports a browser discovers
    // one by one costs a round trip; on the phone profile (150 ms) the catalogue's islands started 230 ms sooner
    // (docs/engine.md), with the same bytes.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                  { name: 'shared', tags: ['$initial'], minShareCount: 8, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
  },
});
