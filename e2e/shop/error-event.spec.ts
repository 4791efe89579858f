import { expect, EXPECTED_HTTP_ERRORS, test } from '../fixtures.ts';
import { placeGuestOrder } from '../orders.ts';

test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

test('an API error the customer sees sends the error event, without the details they typed', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(request, 'error-event');
  await page.goto('/track-order');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/analytics') && (r.postData() ?? '').includes('"name":"error"'),
  );
  await page.getByLabel('Order number or tracking code').fill(order.orderNumber);
  await page.getByLabel('E-mail or phone').fill('someone.else@example.test');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not find an order with those details' }),
  ).toBeVisible();

  const body = (await sent).postData()!;
  const { events } = JSON.parse(body) as { events: { name: string; properties: Record<string, unknown> }[] };
  expect(events.find((e) => e.name === 'error')?.properties).toMatchObject({
    source: 'mutation',
    status: 404,
    kind: 'api',
  });
  expect(body).not.toContain('someone.else@example.test');
  expect(body).not.toContain(order.orderNumber);
});
