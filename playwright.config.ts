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
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
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
      testIgnore: '**/*.phone.spec.ts',
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
