import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';

export type DemoRole = 'customer' | 'courier' | 'merchant' | 'admin';

export const DEMO_PASSWORD = 'Demo-pass-2024';
export const demoEmail = (role: DemoRole) => `${role}@demo.nymnyc.test`;

/** For tests that expect the browser to log a failed 401/404 request. */
export const EXPECTED_HTTP_ERRORS = [/Failed to load resource: .*status of (401|404)\b/];

export interface NewUser {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  phone: string;
  ageConfirmed: true;
}

interface Options {
  /** Pre-accepts the age gate; age-gate tests use `test.use({ ageVerified: false })`. */
  ageVerified: boolean;
  /** Console errors matching any of these do not fail the test. */
  allowConsoleErrors: (string | RegExp)[];
  /** Shows the new-customer offer; other tests start with it dismissed, so its card never changes their cart. */
  signupPrompt: boolean;
  /**
   * The installable app's journeys (e2e/pwa): the service worker allowed and the health probe on. Other tests run
   * without both: a worker would precache the whole storefront in every fresh context, and the probe's realtime
   * handshake would answer `realtimeSubscribed` before the page's own topic.
   */
  pwa: boolean;
}

interface Fixtures {
  consoleGuard: void;
  ageGate: void;
  healthProbe: void;
  ownContextsReady: void;
  /** Signs in a demo account through the API; the session cookie lands in the page's context. */
  loginAs: (role: DemoRole) => Promise<void>;
}

/** The store's own origin: state-changing API calls must carry it (the server's origin check). */
function storeOrigin() {
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  return new URL(baseURL).origin;
}

/** page.request shares the context's cookie jar, so a session cookie set here signs the page in. */
async function postJson(page: Page, path: string, data: unknown): Promise<unknown> {
  const res = await page.request.post(path, { data, headers: { origin: storeOrigin() } });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/**
 * The live giveaway's banner stays dismissed: it arrives in idle time after first paint and takes the promo strip's
 * line, so a journey that reads the strip, or clicks near the top, would race it.
 */
export const dismissGiveawayBanner = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('giveaway-banner-dismissed', String(Date.now())));

/** Signs in any account through `POST /api/session/sign-in`. */
export async function signIn(page: Page, email: string, password: string) {
  await postJson(page, '/api/session/sign-in', { email, password });
}

let signUps = 0;
/** Creates a fresh customer through `POST /api/session/sign-up` and signs in, as the web app does. */
export async function signUpUser(page: Page, overrides: Partial<NewUser> = {}): Promise<NewUser> {
  signUps += 1;
  const password = overrides.password ?? 'Harbor-lights-42';
  const user: NewUser = {
    email: `e2e.${Date.now()}.${process.pid}.${signUps}@example.test`,
    password,
    confirmPassword: password,
    fullName: 'Jordan Lee',
    phone: '(718) 555-0199',
    ageConfirmed: true,
    ...overrides,
  };
  await postJson(page, '/api/session/sign-up', user);
  await signIn(page, user.email, user.password);
  return user;
}

export const test = base.extend<Options & Fixtures>({
  ageVerified: [true, { option: true }],
  allowConsoleErrors: [[], { option: true }],
  signupPrompt: [false, { option: true }],
  pwa: [false, { option: true }],
  serviceWorkers: async ({ pwa }, use) => {
    await use(pwa ? 'allow' : 'block');
  },

  consoleGuard: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = (text: string) =>
        allowConsoleErrors.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));
      context.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const where = msg.location().url ? ` (${msg.location().url})` : '';
        const text = `console.error: ${msg.text()}${where}`;
        if (!allowed(text)) errors.push(text);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        const text = `pageerror: ${error.stack ?? error.message}`;
        if (!allowed(text)) errors.push(text);
      });
      await use();
      expect(errors, 'unexpected console errors or uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],

  ageGate: [
    async ({ context, ageVerified }, use) => {
      if (ageVerified) {
        await context.addInitScript(() => {
          try {
            window.localStorage.setItem('age_verified', 'true');
          } catch {
            // about:blank and opaque origins have no localStorage.
          }
        });
      }
      await use();
    },
    { auto: true },
  ],

  // Every context of the test, those it opens itself included, starts with the new-customer offer dismissed.
  storageState: async ({ signupPrompt }, use) => {
    const answered = { name: 'signup_prompt', value: JSON.stringify({ outcome: 'dismissed', at: 0 }) };
    await use(
      signupPrompt
        ? undefined
        : { cookies: [], origins: [{ origin: storeOrigin(), localStorage: [answered] }] },
    );
  },

  healthProbe: [
    async ({ context, pwa }, use) => {
      if (!pwa) {
        await context.addInitScript(() => {
          try {
            window.localStorage.setItem('health_probe', 'off');
          } catch {
            // about:blank and opaque origins have no localStorage.
          }
        });
      }
      await use();
    },
    { auto: true },
  ],

  // Some pages arrive prerendered or server-rendered; wait until the live app has taken over before interacting.
  page: async ({ page }, use) => {
    await use(waitsForApp(page));
  },

  // The same wait for the pages of the contexts a test opens itself (a second shopper, the courier's phone).
  ownContextsReady: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => withReadyPages(await newContext(options));
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],

  loginAs: async ({ page }, use) => {
    await use((role) => signIn(page, demoEmail(role), DEMO_PASSWORD));
  },
});

export { expect };

/**
 * Makes `goto` and `reload` wait, for an HTML page, until the live app has taken over (or, on a first visit, until
 * the age gate is up: a server-rendered page waits under it for the answer).
 */
function waitsForApp(page: Page): Page {
  const ready = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page
        .locator('html[data-app-ready], dialog#age-gate[open]')
        .first()
        .waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

function withReadyPages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitsForApp(await newPage());
  return context;
}
