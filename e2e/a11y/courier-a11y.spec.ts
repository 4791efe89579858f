import { paths } from '#web/config/paths.ts';
import { checkPage, expectNoSeriousA11yIssues, pageSettled } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder } from '../orders.ts';
import { NEW_COURIER_PIN, newCourier } from '../staff-data.ts';

// The courier's phone is at the shop's door (accepting an order sends a position).
test.use({ geolocation: { latitude: 40.7265, longitude: -73.9815 }, permissions: ['geolocation'] });

// The courier app has no theme toggle: it is always dark.
test.describe('courier app: no serious or critical axe issue', () => {
  test('every courier page, signed out, locked, off and on shift, on a delivery', async ({
    page,
    context,
    loginAs,
    request,
  }) => {
    test.setTimeout(150_000);
    // A courier of this test's own: its PIN, shift and delivery touch no other journey.
    await loginAs('admin');
    const courier = await newCourier(request, page.request);
    await context.clearCookies();

    await checkPage(page, paths.courier.login.getHref(), 'courier sign-in');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByLabel('Email').fill(courier.email);
    await page.getByLabel('Password').fill(courier.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your PIN' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'courier PIN set-up');
    await page.getByLabel('New PIN (4 to 6 digits)').fill(NEW_COURIER_PIN);
    await page.getByLabel('Confirm PIN').fill(NEW_COURIER_PIN);
    await page.getByRole('button', { name: 'Save PIN' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const online = page.getByRole('switch', { name: 'Online' });
    await expect(online).toHaveAttribute('aria-checked', 'false');
    await pageSettled(page);
    await expectNoSeriousA11yIssues(page, 'courier home, offline');

    await online.click();
    await expect(online).toHaveAttribute('aria-checked', 'true');
    await pageSettled(page);
    await expectNoSeriousA11yIssues(page, 'courier home, online');

    const order = await placeGuestOrder(request, 'a11y');
    await advanceOrder(request, order.orderNumber, 'ready');
    const accept = page.getByRole('button', { name: `Accept order ${order.orderNumber}` });
    await expect(accept).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yIssues(page, 'courier home, an order waiting');
    await accept.click();
    const card = page.getByRole('article', { name: `Delivery ${order.orderNumber}` });
    await expect(card.getByRole('button', { name: 'Picked up' })).toBeEnabled();
    await expectNoSeriousA11yIssues(page, 'courier home, a delivery in progress');

    // Every other page of paths.courier (which the routes and the menus read).
    for (const [name, entry] of Object.entries(paths.courier)) {
      if (name === 'login' || name === 'dashboard') continue;
      await checkPage(page, entry.getHref(), `courier ${name}`);
    }

    await page.getByRole('button', { name: 'Lock the app' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'courier PIN entry (locked)');
  });
});
