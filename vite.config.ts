import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { checkTranslations } from './scripts/vite/check-translations.ts';
import { contentAsJson } from './scripts/vite/content-as-json.ts';
import { dataFiles } from './scripts/vite/data-files.ts';

/**
 * Browser chunks: the framework and the page shell in a few long-cached files, code shared by several pages in
 * one more, each page's own code in its route chunk. Fewer, larger requests paint sooner on slow networks than
 * forty small ones; page-specific libraries (Recharts) stay in their route's chunk.
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
    { name: 'shared', minShareCount: 3, priority: 10 },
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
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting } } }),
  },
}));
