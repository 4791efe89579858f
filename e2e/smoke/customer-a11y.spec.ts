import { CUSTOMER_PAGE_ERRORS, checkGuestPages, checkSignedInPages } from '../customer-a11y.ts';
import { test } from '../fixtures.ts';

// Every customer page and overlay at desktop width (the phone's are in customer-a11y.phone.spec.ts), each in the light
// theme with the WCAG rules, label in name and the landmark rules, then held to the contrast rule in the dark one.
test.use({ viewport: { width: 1440, height: 900 }, allowConsoleErrors: CUSTOMER_PAGE_ERRORS });

test.describe('storefront at 1440 px: no serious or critical axe issue, light and dark', () => {
  // Two tests that run side by side, each about 20 views checked twice (light, then the dark theme's contrast).
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test.describe(() => {
    test.use({ ageVerified: false });
    test('a guest: age gate, home, its overlays and dialogs, product, help, legal and e-mail link pages, 404', async ({
      page,
    }) => {
      await checkGuestPages(page, false);
    });
  });

  test('a customer: cart, checkout, menu, confirmation, orders, account; tracking, blog, shops, giveaway', async ({
    page,
    request,
  }) => {
    await checkSignedInPages(page, request, false);
  });
});
