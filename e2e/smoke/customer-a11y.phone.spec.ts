import { CUSTOMER_PAGE_ERRORS, checkGuestPages, checkSignedInPages } from '../customer-a11y.ts';
import { test } from '../fixtures.ts';

// Every customer page and overlay at phone width (the desktop's are in customer-a11y.spec.ts), each in the light
// theme with the WCAG rules, label in name and the landmark rules, then held to the contrast rule in the dark one.
test.use({ allowConsoleErrors: CUSTOMER_PAGE_ERRORS });

test.describe('storefront at 390 px: no serious or critical axe issue, light and dark', () => {
  // Two tests that run side by side, each about 20 views checked twice (light, then the dark theme's contrast).
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test.describe(() => {
    test.use({ ageVerified: false });
    test('a guest: age gate, home, its overlays and dialogs, product, help, legal and e-mail link pages, 404', async ({
      page,
    }) => {
      await checkGuestPages(page, true);
    });
  });

  test('a customer: cart, checkout, menu, confirmation, orders, account; tracking, blog, shops, giveaway', async ({
    page,
    request,
  }) => {
    await checkSignedInPages(page, request, true);
  });
});
