import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';

/**
 * Browser chunks: the framework, the page shell and the icons in long-cached files, the code of nearly every page
 * (a dozen routes or more: the common translations, site content, the UI kit) in `common`, and the rest split as the pages
 * share it, so that a page loads only the code it uses (forms and zod on the form pages, d3 on the chart pages,
 * Radix's select where there is one). One 'shared' chunk of everything used by three routes or more made every
 * page load all of it: 273–307 KB gzip at start (e2e/startup-js.spec.ts holds today's figures).
 */
const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      priority: 30,
    },
    {
      name: 'shell',
      test: /node_modules[\\/](i18next|react-i18next|clsx|tailwind-merge|class-variance-authority)[\\/]/,
      priority: 20,
    },
    // The icons, a few hundred bytes each: one request rather than one per icon
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 15 },
    { name: 'common', minShareCount: 12, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    checkTranslations({ localesDir: 'app/i18n/locales' }),
    contentAsJson({ contentDir: 'content' }),
    dataFiles({ dir: `${process.env.BUILD_DIR ?? 'build'}/data/public` }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // build/ is emptied by `npm run build:data -- --clean` (which then writes build/data, read by the prerender):
  // the app build must not empty it again.
  build: {
    emptyOutDir: false,
    // SOURCEMAP=1 for finding what a chunk is made of
    sourcemap: !isSsrBuild && !!process.env.SOURCEMAP,
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting } } }),
  },
}));
