import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
/** `npm run dev`'s server (Astro's), for the smoke tests of what a developer sees (e2e/dev.spec.ts). */
const devPort = port + 1;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
  ],
};

/** The e2e staff account's password (e2e/staff.spec.ts signs in with it). */
export const STAFF_PASSWORD = 'e2e staff password, not for production';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder; test-results/ also holds the unit and e2e JSON reports.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Two, as this machine has two cores (Playwright's default would be one: half the cores).
  workers: 2,
  retries: 0,
  // A hang guard, not a speed check: a test that loads a software-rendered map and runs axe three times takes
  // 20–30 s here while the other worker draws maps too.
  timeout: 60_000,
  // The same for a web-first assertion: a page in another language loads its translations and typeface, which
  // can take over the default 5 s while both workers draw maps.
  expect: { timeout: 10_000 },
  reporter: (process.env.PLAYWRIGHT_REPORTERS ?? 'list').split(',').map((name) => [name] as [string]),
  // Traces keep DOM snapshots but no screencast: capturing every frame of a software-rendered (SwiftShader) map
  // stalls the page on this 2-core machine until the test times out.
  use: { baseURL, trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      testIgnore: ['dev.spec.ts'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      // The same on every screen: the HTML as it arrives (fetched, and in a context of its own) and the API docs.
      testIgnore: ['dev.spec.ts', 'prerender.spec.ts', 'api-docs.spec.ts'],
    },
    ...(process.env.BASE_URL
      ? []
      : [
          {
            name: 'dev',
            testMatch: 'dev.spec.ts',
            // Astro's dev server compiles each module on its first request: under CI's load the search dialog's
            // first answer has taken 12 s there (6 s on an idle machine), past the default 10 s
            expect: { timeout: 30_000 },
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              launchOptions,
              baseURL: `http://127.0.0.1:${devPort}`,
            },
          },
        ]),
  ],
  // The built portal, served as in production. Set BASE_URL to test a server you already run.
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          // A fresh store in build/ (emptied by each build) with one staff account for the inbox tests.
          command: 'node --import tsx server/staff/add.ts e2e-staff && node --import tsx server/start.ts',
          url: `${baseURL}/`,
          reuseExistingServer: false,
          // Every test sends from 127.0.0.1: the per-client form limit (20 a minute) would refuse them.
          env: {
            PORT: String(port),
            PARTICIPATION_RATE_LIMIT: '1000',
            DATA_DIR: 'build/e2e-store',
            STAFF_PASSWORD: STAFF_PASSWORD,
          },
        },
        // Astro's dev server over the data the build wrote (npm test builds first), with a store of its own
        {
          command: `node --import tsx server/staff/add.ts e2e-staff && npx astro dev --host 127.0.0.1 --port ${devPort}`,
          url: `http://127.0.0.1:${devPort}/about`,
          reuseExistingServer: false,
          env: { ASTRO_TELEMETRY_DISABLED: '1', DATA_DIR: 'build/e2e-dev-store', STAFF_PASSWORD },
        },
      ],
});
