import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The layers run one way (README, "Where things live"):
 *   app/pages → app/layouts, app/islands → app/features/* (never each other) → app/components, app/lib, app/i18n
 *   → content/ → core/; app/client (what runs in the browser outside React) imports app/i18n, app/components,
 *   content and core only.
 * scripts/ and server/ import content/ and core/; nothing imports them; testing/ is imported by tests only.
 * The zones hold in .astro files as in .ts and .tsx. A wrong-way import fails `npm run check` (proven by
 * scripts/lint/boundaries.test.ts).
 */
const features = readdirSync('app/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const tests = ['**/*.test.ts', '**/*.test.tsx'];
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });
const pageLayer = ['app/pages', 'app/layouts', 'app/islands', 'app/client'];

export const boundaries = [
  zone('core', ['app', 'content', 'scripts', 'server', 'testing', 'e2e'], 'core/ imports none of ours.'),
  zone('content', ['app', 'scripts', 'server', 'testing', 'e2e'], 'content/ imports core/ only.'),
  ...['app/components', 'app/lib', 'app/i18n'].map((target) =>
    zone(
      target,
      [...pageLayer, 'app/features', 'scripts', 'server', 'testing', 'e2e'],
      `${target} is below features and pages.`,
    ),
  ),
  ...features.map((name) =>
    zone(
      `app/features/${name}`,
      'app/features',
      'Features never import each other: move shared code down to app/components, app/lib or core/.',
      [`./${name}`],
    ),
  ),
  zone(
    'app/features',
    [...pageLayer, 'scripts', 'server', 'testing', 'e2e'],
    'Features are below the pages, layouts and islands.',
  ),
  zone(['app/layouts', 'app/islands'], 'app/pages', 'Layouts and islands are below the pages.'),
  zone(
    'app/client',
    ['app/pages', 'app/layouts', 'app/islands', 'app/features'],
    'app/client is below the pages.',
  ),
  zone(
    pageLayer,
    ['scripts', 'server', 'testing', 'e2e'],
    'The app imports neither the build nor the server.',
  ),
  zone(
    'server',
    ['app', 'scripts', 'testing', 'e2e'],
    'server/ imports content/ and core/, never app/ or scripts/.',
  ),
  zone(
    ['scripts/data', 'scripts/static', 'scripts/vite', 'scripts/lib', 'scripts/*.ts'],
    ['app', 'server', 'testing', 'e2e'],
    'The build imports content/ and core/, never app/ or server/.',
  ),
];

export default defineConfig(
  {
    ignores: ['build/', 'build-*/', '.astro/', 'test-results/', 'playwright-report/', 'bench-results/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // .astro files: frontmatter and template (astro-eslint-parser, with TypeScript's parser inside), and <script>s
  astro.configs.recommended,
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // Scripts inlined in pages as written: the browser's globals, and the constants put in at build time
  {
    files: ['app/**/*.browser.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          ...['document', 'addEventListener', 'location', 'localStorage', 'getComputedStyle', 'fetch'],
          ...['Element', 'HTMLElement', 'customElements', 'LANGUAGE_KEY', 'SEARCH_ID', 'SEARCH_INDEX'],
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/][arguments.length=0]',
          message: 'Format through app/i18n/format.ts with the active locale.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,astro}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
