import { expect, test } from '../fixtures.ts';
import { placeGuestOrder } from '../orders.ts';

interface ShopProduct {
  id: string;
  active: boolean;
  labBatch: { batchNumber: string } | null;
  variants: { label: string; stock: number; priceCents: number }[];
}

test("the pick list prints each line's own batch, the one the Products page shows", async ({
  page,
  request,
  loginAs,
}) => {
  await loginAs('merchant');
  const res = await page.request.get('/api/merchant/products');
  expect(res.ok(), await res.text()).toBe(true);
  const { products } = (await res.json()) as { products: ShopProduct[] };
  const product = products.find((p) => p.active && p.labBatch && p.variants.some((v) => v.stock >= 3));
  if (!product?.labBatch) throw new Error('the demo shop needs a product in stock with a lab result');
  const order = await placeGuestOrder(request, 'pick-list', { product });

  await page.goto(`/merchant/orders/${order.id}/pick-list`);
  const sheet = page.getByRole('article', { name: `Pick list for ${order.orderNumber}` });
  const line = sheet.getByRole('row').nth(1);
  await expect(line).toContainText(product.labBatch.batchNumber);
});
