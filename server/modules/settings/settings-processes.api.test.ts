import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { secondApp } from '#server/test-support/second-app.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let other: Awaited<ReturnType<typeof secondApp>>;
let body: { zip: string; items: { productId: string; selectedWeight: string; quantity: number }[] };

beforeAll(async () => {
  await t.services.bus.ready();
  other = await secondApp(t);
  const products = (await client(t.app).call('/api/products')).json!.products as {
    id: string;
    variants: { label: string; stock: number; priceCents: number }[];
  }[];
  const p = products.find((x) => x.variants[0]!.stock >= 2 && x.variants[0]!.priceCents < 5000)!;
  body = { zip: '11201', items: [{ productId: p.id, selectedWeight: p.variants[0]!.label, quantity: 1 }] };
});
afterAll(() => other.close());

const fee = async (app: TestApp['app']) =>
  (await client(app).call('/api/checkout/quote', { method: 'POST', body })).json!.pricing
    .deliveryFeeCents as number;

describe('a settings change on one app instance', () => {
  it('shows in the next quote of another instance on the same database', async () => {
    // The other instance has read (and keeps) the settings before the change.
    expect(await fee(other.app)).toBe(500);
    const admin = await staffClient(t, 'admin');
    const res = await admin.call('/api/admin/settings', {
      method: 'PUT',
      body: { deliveryFees: { Manhattan: 1000, Brooklyn: 725, Queens: 500 } },
    });
    expect(res.status).toBe(200);
    expect(await fee(t.app)).toBe(725);
    // On PostgreSQL the change reaches the other process by NOTIFY, a moment after the commit.
    await vi.waitFor(async () => expect(await fee(other.app)).toBe(725), { timeout: 5000, interval: 50 });
  });
});
