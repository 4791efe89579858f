import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.ts';

const CI = Boolean(process.env.CI);
/** Another port (E2E_PORT) lets two checkouts run their suites side by side. */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`;

/** Debian's Chromium, the browser a customer runs. */
const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell: the same Chromium (engine, version and package source) built without the
 * browser's window layer, which draws the same pages in about a fifth less CPU. `npm test` installs it when it can;
 * without it every journey runs in the full browser. `E2E_CHROMIUM` names another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const SHELL = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
/**
 * What the shell lacks runs in the full browser: push messaging (a push service and the notification it shows), and
 * the brand-font check, which compares text layout to the pixel as the browser itself lays it out.
 */
const FULL_BROWSER_SPECS = ['**/account/push.spec.ts', '**/smoke/brand-font.spec.ts'];

const launch = (executablePath: string) => ({ executablePath, args: CHROMIUM_FLAGS });

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
    launchOptions: launch(SHELL),
  },
  projects: [
    // The phone journeys first, then the desktop's, each project's longest files (the accessibility walks, e2e/a11y)
    // first: the two workers end on short journeys instead of one waiting for the other's longest.
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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/*.phone.spec.ts', '**/*.settings.spec.ts', ...FULL_BROWSER_SPECS],
      teardown: 'store-settings',
    },
    {
      name: 'full-browser',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launch(CHROMIUM) },
      testMatch: FULL_BROWSER_SPECS,
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
