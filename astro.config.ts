import { createHash } from 'node:crypto';
import path from 'node:path';
import node from '@astrojs/node';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';
import { devSearchIndex } from './scripts/vite/search-index-dev.ts';
import { PAGE_DIRECTIVES, STYLE_SOURCES } from './server/security.ts';
import { onDemandRoutes } from './server/dev.ts';
import { earlyScript } from './app/client/early-script.ts';
import { languageRedirectScript } from './app/i18n/index.ts';

const buildDir = process.env.BUILD_DIR ?? 'build';
/** `astro dev` (npm run dev, and the dev project of the e2e suite). */
const devServer = process.argv.includes('dev');
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

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
 * to static HTML at build time (build/client); the parts a visitor uses run in the browser as React islands
 * (`client:*`). Each page's Content-Security-Policy is Astro's (`security.csp`): the server's directives, and
 * `script-src` with the hashes of the inline scripts Astro writes and of those a page names
 * (app/layouts/layout.astro). @astrojs/node's `staticHeaders` has Astro record it as a header
 * (build/_headers.json) rather than as a <meta> at the end of <head>, which the scripts above it would escape and
 * which cannot say who may frame the page; server/pages.ts sends it with each page.
 */
export default defineConfig({
  srcDir: './app',
  // The adapter's layout: the browser's files in build/client, the server's in build/server
  outDir: buildDir,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: { locales: ['en', 'ar'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [react(), mdx(), afterPaint],
  // The guides' Markdown (content/collections.ts) has no fenced code to highlight: <Code> shows code
  markdown: { syntaxHighlight: false },
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  // Pages rendered on demand are kept by what they show, named so by the server (app/page-cache.ts)
  cache: { provider: { name: 'hail-pages', entrypoint: new URL('./app/page-cache.ts', import.meta.url) } },
  // Built pages only: the dev server's own inline scripts (Vite's client, its style injection) are not hashable
  security: devServer
    ? {}
    : {
        csp: {
          // Who may frame a page: its own site (server/security.ts's pagePolicy says so per page for the built ones)
          directives: [...PAGE_DIRECTIVES, "frame-ancestors 'self'"],
          // The inline scripts of app/layouts/layout.astro, which Astro does not hash itself: on every page's policy
          // (Astro.csp.insertScriptHash() in the layout loses the race with the header on some pages: docs/security.md)
          scriptDirective: { hashes: [sha256(earlyScript), sha256(languageRedirectScript)] },
          styleDirective: { resources: [...STYLE_SOURCES] },
        },
      },
  devToolbar: { enabled: false },
  vite: {
    // build/data, which the data build wrote before (npm run build empties build/ first)
    build: { emptyOutDir: false },
    plugins: [
      checkTranslations({ localesDir: 'app/i18n/locales' }),
      contentAsJson({ contentDir: 'content' }),
      dataFiles({ dir: `${buildDir}/data/public` }),
      onDemandRoutes({ buildDir, searchIndex: devSearchIndex({ client: `${buildDir}/client` }) }),
      tailwindcss(),
    ],
    resolve: { tsconfigPaths: true },
    // Not the build's output nor the store (DATA_DIR, default var/): what the data build and the store write is no
    // source to reload a page for (the first start seeds some 300 files there, and SQLite writes on each form sent)
    server: {
      watch: {
        ignored: [`${path.resolve(buildDir)}/**`, `${path.resolve(process.env.DATA_DIR ?? 'var')}/**`],
      },
    },
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
