import { defineConfig } from 'vitest/config';

/**
 * Two sets: `unit` runs before the build; `built` (files named *.built.test.ts) needs `npm run build` first, as
 * it renders the pages the server renders on demand (build/server). `npm test` runs them in that order;
 * `npx vitest run` runs both.
 */
const built = ['**/*.built.test.ts'];
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Each worker's files share its modules (Fastify, Kysely, the content): 50 s rather than 90 s here. A test
          // leaves nothing behind that another would read (its stores, servers and folders are its own)
          isolate: false,
          include: [
            'core/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'testing/**/*.test.ts',
          ],
          exclude: [...built, '**/node_modules/**'],
        },
      },
      { extends: true, test: { name: 'built', include: built.map((glob) => `server/${glob}`) } },
    ],
  },
});
