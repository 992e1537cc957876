import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';
import { searchIndexDev } from './scripts/vite/search-index-dev.ts';

const buildDir = process.env.BUILD_DIR ?? 'build';

/** `client:afterpaint`, for islands in the first screen: `client:idle` after the first paint (app/astro/after-paint.ts). */
const afterPaint: AstroIntegration = {
  name: 'after-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'afterpaint', entrypoint: './app/astro/after-paint.ts' }),
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
  },
});
