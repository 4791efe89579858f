import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '#domain/compliance/store-hours.ts';
import { StoreFactsResponseSchema } from '#domain/content/store-facts-response.ts';
import { RENDERED_END, RENDERED_START } from '#domain/rendered-pages.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const PRERENDERED = `<html><head></head><body><div id="root">${RENDERED_START}<p>prerendered home</p>${RENDERED_END}</div></body></html>`;
// Monday 23 Nov 2026, noon in New York.
const NOON = new Date('2026-11-23T17:00:00Z');

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'nym-store-facts-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PRERENDERED);
  writeFileSync(join(dist, 'app.html'), '<html><head></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ WEB_DIST: dist }, { now: () => NOON });
  expect(await t.services.pages.warm()).toBe(true);
}, 60_000);
afterAll(() => t.close());

const home = async () => (await t.app.request('http://localhost:3000/')).text();
const ask = async (text: string) =>
  (await t.services.chat.assistant.reply(text, { userId: null, history: [] })).message;

describe('the settings an admin changes reach the printed words', () => {
  it('serves the prerendered home while the settings are the defaults, then renders it with the new ones', async () => {
    expect(await home()).toContain('prerendered home');
    const store = StoreFactsResponseSchema.parse((await client(t.app).call('/api/store')).json);
    expect(store.store.freeDeliveryThresholdCents).toBe(10_000);

    const admin = await staffClient(t, 'admin');
    const weekend = { opensHour: 11, closesHour: 23 };
    const changed = await admin.call('/api/admin/settings', {
      method: 'PUT',
      body: {
        storeHours: { ...everyDay({ opensHour: 9, closesHour: 21 }), sat: weekend, sun: weekend },
        freeDeliveryThresholdCents: 15_000,
        firstOrderPercent: 15,
        deliveryFees: { Manhattan: 1200, Brooklyn: 700, Queens: 600 },
      },
    });
    expect(changed.status).toBe(200);

    const page = await home();
    expect(page).not.toContain('prerendered home');
    expect(page).toContain('Free Delivery $150+');
    expect(page).toContain('Free delivery on orders over $150');
    expect(page).toContain('New customer? Get 15% off your first order');
    expect(page).not.toContain('$100');
    // The app starts from the same settings, so hydrating draws the same words.
    expect(page).toContain('"freeDeliveryThresholdCents":15000');

    const live = StoreFactsResponseSchema.parse((await client(t.app).call('/api/store')).json);
    expect(live.store).toMatchObject({ freeDeliveryThresholdCents: 15_000, firstOrderPercent: 15 });
    expect(live.store.storeHours.sat).toEqual(weekend);

    expect(await ask('what are your hours')).toContain(
      'Our store-wide delivery hours: we deliver to residential addresses in Manhattan, Brooklyn and Queens, Mon–Fri 9:00 AM–9:00 PM, Sat–Sun 11:00 AM–11:00 PM New York time.',
    );
    expect(await ask('how much is delivery to brooklyn')).toContain(
      'The delivery fee there is $7.00, free on orders of $150.00 or more. As a guest you pay the fee below that. With a free account your first order gets 15% off and free delivery whatever its size.',
    );
    expect(await ask('delivery fee for 11375')).toContain('(Queens)');
    expect(await ask('delivery fee for 11375')).toContain('The delivery fee there is $6.00');
  }, 30_000);
});
