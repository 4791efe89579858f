import { defineConfig, devices } from '@playwright/test';

const CI = Boolean(process.env.CI);
/** Another port (E2E_PORT) lets two checkouts run their suites side by side. */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: CI,
  // Two workers everywhere: the suite is written for it (each test its own accounts and orders), and one worker
  // would double CI's time.
  workers: 2,
  // No retries anywhere: a test that passes only on its second try is a failure someone must see
  // (`npm run test:flaky` repeats one under load to find out why).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    // DOM snapshots, network and console of a failed test; no screencast (recording one for every test cost a
    // quarter of the suite's CPU on two cores).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    // Endless pulses and pings stop, dialogs and scrolls land at once: a test waits for the state, never for a
    // frame, and the two cores are not spent drawing animations no assertion looks at.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/*.phone.spec.ts', '**/*.settings.spec.ts'],
      teardown: 'store-settings',
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
      testMatch: '**/*.phone.spec.ts',
      teardown: 'store-settings',
    },
    // Journeys that change the whole store's settings (hours, free-delivery threshold) run alone, after every other
    // journey has finished (as a teardown, whatever their results), so no other page prints their values.
    {
      name: 'store-settings',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: '**/*.settings.spec.ts',
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
