import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'core/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'testing/**/*.test.ts',
    ],
    environment: 'node',
  },
});
