import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '#web/config/paths.ts';
import { checkPage } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { placeGuestOrder } from '../orders.ts';
import { newCourier, reportIncident } from '../staff-data.ts';

type AdminPages = typeof paths.admin;
/** The admin pages whose address holds an id: each needs one from the demo data below. */
type WithId = {
  [K in keyof AdminPages]: AdminPages[K]['path'] extends `${string}:id${string}` ? K : never;
}[keyof AdminPages];

/** The id of the first row of an admin list (the first array in its answer). */
async function firstId(page: Page, api: string): Promise<string> {
  const res = await page.request.get(api);
  expect(res.ok(), `${api}: ${await res.text()}`).toBe(true);
  const body = (await res.json()) as Record<string, unknown>;
  const rows = Object.values(body).find(Array.isArray) as { id?: string }[] | undefined;
  const id = rows?.[0]?.id;
  if (!id) throw new Error(`${api} has no row with an id: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/** Where each page with an id gets a real one. */
const ID_SOURCES: Record<WithId, string> = {
  order: '/api/admin/orders',
  user: '/api/admin/users',
  courier: '/api/admin/couriers',
  editProduct: '/api/admin/products',
  duplicateProduct: '/api/admin/products',
  incident: '/api/admin/safety/incidents',
  editGiveaway: '/api/admin/giveaways',
  giveawayAnalytics: '/api/admin/giveaways',
  giveawayWinners: '/api/admin/giveaways',
  editCoupon: '/api/admin/coupons',
};

/** Routed in development builds only (routes.tsx); the e2e server serves the production build. */
const DEVELOPMENT_ONLY = new Set<string>(['buttonTester']);

/**
 * The pages of one part of the console (paths.admin, which the routes and the sidebar read), the login apart. The
 * demo data has no order and no incident: the part that checks their pages makes its own (a guest's order, a new
 * courier's report).
 */
async function adminPages(page: Page, request: APIRequestContext, part: number) {
  const entries = Object.entries(paths.admin)
    .filter(([name]) => name !== 'login' && !DEVELOPMENT_ONLY.has(name))
    .filter((_, i) => i % PARTS === part);
  const names = new Set(entries.map(([name]) => name));
  if (names.has('order')) await placeGuestOrder(request, 'a11y');
  if (names.has('incident')) await reportIncident(request, await newCourier(request, page.request));
  const pages: { name: string; href: string }[] = [];
  for (const [name, entry] of entries) {
    if (name in ID_SOURCES) {
      const id = await firstId(page, ID_SOURCES[name as WithId]);
      pages.push({ name, href: (entry.getHref as (id: string) => string)(id) });
    } else {
      pages.push({ name, href: (entry.getHref as () => string)() });
    }
  }
  return pages;
}

// Four quarters of the pages, each a test of its own: they run side by side and each stays well inside its timeout.
// Each page is checked in the light theme, then held to the contrast rule in the dark one (checkOtherTheme).
test.describe.configure({ mode: 'parallel' });
const PARTS = 4;

test.describe('admin console: no serious or critical axe issue, light and dark', () => {
  for (let part = 0; part < PARTS; part += 1) {
    test(`admin pages, part ${part + 1} of ${PARTS}`, async ({ page, loginAs, request }) => {
      test.setTimeout(180_000);
      if (part === 0) await checkPage(page, paths.admin.login.getHref(), 'admin login', true);
      else await page.goto(paths.admin.login.getHref());
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await loginAs('admin');
      const pages = await adminPages(page, request, part);
      for (const { name, href } of pages) {
        await checkPage(page, href, `admin ${name}`, true);
      }
    });
  }
});
