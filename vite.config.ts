import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';
import { islandsEntry } from './scripts/vite/islands-entry.ts';

/**
 * Kept out of `common`: content (JSON), since what a dozen routes share is not what every page of islands needs (the
 * governorates); and the page's frame (headers, breadcrumbs, heroes, the <Island> wrapper, meta tags), prerendered
 * and, on a page of islands, loaded only by an island that shows it.
 */
const notCommon =
  /[\\/](content[\\/]|app[\\/]components[\\/](page|islands)[\\/]|app[\\/]lib[\\/]meta\.ts|app[\\/]components[\\/]ui[\\/](breadcrumb|badge)\.tsx)/;
/**
 * Browser chunks: React, React Router and the page shell in long-cached files, the code of nearly every page (a
 * dozen routes or more: the common translations, site content, the UI kit) in `common`, and the rest split as the
 * pages share it, so that a page loads only the code it uses (forms and zod on the form pages, d3 on the chart
 * pages, Radix's select where there is one, the icons it shows — one chunk of every icon was 8 KB on every page).
 * One 'shared' chunk of everything used by three routes or more made every page load all of it: 273–307 KB gzip
 * at start (e2e/startup-js.spec.ts holds today's figures).
 */
const codeSplitting = {
  groups: [
    // Preact (React under `npm run dev`) alone, and React Router apart: the pages hydrated as islands
    // (app/islands.client.tsx) load Preact only
    {
      name: 'preact',
      test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|app[\\/]lib[\\/]react-on-preact\.ts$/,
      priority: 30,
    },
    { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 30 },
    // …but react-i18next's <Trans> and its HTML parser, which one page uses
    {
      name: 'shell',
      test: /node_modules[\\/](i18next|react-i18next|clsx|tailwind-merge|class-variance-authority)[\\/](?!.*[\\/](Trans|TransWithoutContext)\.js$)/,
      priority: 20,
    },
    { name: 'common', test: (id: string) => !notCommon.test(id), minShareCount: 12, priority: 10 },
  ],
};

/**
 * The browser's build runs on Preact's React compatibility layer (preact/compat, 10 KB gzip) instead of React and
 * React DOM (66 KB): the same components, Radix and Recharts included, hydrating the islands of each prerendered page
 * (app/islands.client.tsx). The prerender (the SSR build) renders with React, as do `npm run dev` and the unit tests.
 * `react` itself is app/lib/react-on-preact.ts: compat, with `useId`'s ids made apart in each island and written over
 * the prerendered (React's) ones as Preact renders them.
 */
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: path.resolve('app/lib/react-on-preact.ts') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    checkTranslations({ localesDir: 'app/i18n/locales' }),
    contentAsJson({ contentDir: 'content' }),
    dataFiles({ dir: `${process.env.BUILD_DIR ?? 'build'}/data/public` }),
    tailwindcss(),
    reactRouter(),
    islandsEntry({ entry: 'app/islands.client.tsx' }),
  ],
  resolve: { tsconfigPaths: true, alias: command === 'build' && !isSsrBuild ? preact : [] },
  // build/ is emptied by `npm run build:data -- --clean` (which then writes build/data, read by the prerender):
  // the app build must not empty it again.
  build: {
    emptyOutDir: false,
    // SOURCEMAP=1 for finding what a chunk is made of
    sourcemap: !isSsrBuild && !!process.env.SOURCEMAP,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting } } }),
  },
}));
