import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '#domain/catalog/media-schemas.ts';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { SHOP_MESSAGES, type MerchantShop } from '#domain/merchant/shop-contracts.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { claimedSizePng, imageBytes, jpegWithExif } from '#server/test-support/media-files.ts';
import { shopPeople } from '#server/test-support/shop-members.ts';
import { client, ORIGIN, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// 12:00 on Monday 2026-11-23 in New York: the store and the demo shop are open.
const NOON = new Date('2026-11-23T17:00:00Z');
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-media-'));

const t = useTestApp({ DATA_DIR: dataDir }, { now: () => NOON });
let people: Awaited<ReturnType<typeof shopPeople>>;
beforeAll(async () => {
  people = await shopPeople(t);
});

const HOURS = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, d === '0' ? null : { opens: '10:00', closes: '20:00' }]),
);
const profile = {
  description: 'A neighbourhood dispensary with a short, seasonal menu.',
  phone: '(212) 555-0199',
};

describe('shop settings (owner only)', () => {
  it('refuses staff every settings route with the owner-only message', async () => {
    const calls = [
      people.staff.call('/api/merchant/shop'),
      people.staff.call('/api/merchant/shop', { method: 'PUT', body: { ...profile, openingHours: HOURS } }),
      people.staff.call('/api/merchant/shop/closure', {
        method: 'POST',
        body: { until: '2026-11-24T14:00:00Z' },
      }),
      people.staff.call('/api/merchant/shop/closure', { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.json!.error.message).toBe(MERCHANT_MESSAGES.ownerOnly);
    }
  });

  it('saves the profile and hours with an audit row; the name and licence cannot be sent', async () => {
    const res = await people.owner.call('/api/merchant/shop', {
      method: 'PUT',
      body: { ...profile, openingHours: HOURS },
    });
    expect(res.status).toBe(200);
    const shop = res.json!.shop as MerchantShop;
    expect(shop).toMatchObject({ phone: '2125550199', openNow: true, status: 'Open now' });
    expect(shop.openingHours['0']).toBeNull();
    const [audit] = await sqlRows<{ action: string; after: { phone: string } }>(
      t.db,
      sql`select action, after from audit_logs where target_id = ${people.shopId} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'merchant.shop.update', after: { phone: '2125550199' } });
    const renamed = await people.owner.call('/api/merchant/shop', {
      method: 'PUT',
      body: { ...profile, openingHours: HOURS, name: 'Another name' },
    });
    expect(renamed.status).toBe(400);
    const backwards = await people.owner.call('/api/merchant/shop', {
      method: 'PUT',
      body: { ...profile, openingHours: { ...HOURS, '1': { opens: '20:00', closes: '10:00' } } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json!.error.message).toContain(SHOP_MESSAGES.closesAfterOpens);
  });

  it('refuses a closure in the past or more than 14 days ahead', async () => {
    const past = await people.owner.call('/api/merchant/shop/closure', {
      method: 'POST',
      body: { until: '2026-11-23T16:00:00Z' },
    });
    expect(past.status).toBe(422);
    expect(past.json!.error.message).toBe(SHOP_MESSAGES.closureFuture);
    const far = await people.owner.call('/api/merchant/shop/closure', {
      method: 'POST',
      body: { until: '2026-12-08T18:00:00Z' },
    });
    expect(far.status).toBe(422);
    expect(far.json!.error.message).toBe(SHOP_MESSAGES.closureTooFar);
  });
});

describe('logo', () => {
  const SCRIPT = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
  async function upload(c: typeof people.owner, bytes: Uint8Array, type = 'image/png') {
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.request(`${ORIGIN}/api/merchant/shop/logo`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': type, 'x-forwarded-for': '198.51.100.77' },
      body: new Blob([new Uint8Array(bytes)]),
    });
    return {
      status: res.status,
      json: (await res.json()) as { shop: MerchantShop; error: { message: string } },
    };
  }
  const servedBytes = async (url: string) => {
    const res = await t.app.request(`${ORIGIN}${url}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const libraryFile = (url: string) => path.join(dataDir, 'media', url.replace(/^\/media\//, ''));
  const currentLogo = async () =>
    (
      await sqlRows<{ logo_url: string | null }>(
        t.db,
        sql`select logo_url from merchants where id = ${people.shopId}`,
      )
    )[0]!.logo_url;

  it('re-encodes a logo to WebP within 512×512 without its EXIF, stored and served as media', async () => {
    const photo = await jpegWithExif(1200, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const first = await upload(people.owner, photo, 'image/jpeg');
    expect(first.status).toBe(200);
    const url = first.json.shop.logoUrl!;
    expect(url).toMatch(/^\/media\/library\/[0-9a-f-]{36}\/512\.webp$/);
    const { res, bytes } = await servedBytes(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('Secret GPS place')).toBe(false);
    expect(existsSync(libraryFile(url))).toBe(true);

    const second = await upload(
      people.owner,
      new Uint8Array([...(await imageBytes('png', 90, 60)), ...SCRIPT]),
    );
    expect(second.status).toBe(200);
    const next = second.json.shop.logoUrl!;
    expect(next).toMatch(/^\/media\/library\/[0-9a-f-]{36}\/90\.webp$/);
    const replaced = await servedBytes(next);
    expect((await sharp(replaced.bytes).metadata()).width).toBe(90);
    expect(replaced.bytes.includes('<script')).toBe(false);
    expect(existsSync(libraryFile(url))).toBe(false);
    expect((await servedBytes(url)).res.status).toBe(404);
  });

  it('removes the file of a logo stored before logos were re-encoded when it is replaced', async () => {
    const name = `${people.shopId}-0123456789abcdef.png`;
    const legacy = path.join(dataDir, 'media', 'shops', name);
    mkdirSync(path.dirname(legacy), { recursive: true });
    writeFileSync(legacy, await imageBytes('png', 40, 40));
    await t.db.execute(
      sql`update merchants set logo_url = ${`/media/shops/${name}`} where id = ${people.shopId}`,
    );
    expect((await upload(people.owner, await imageBytes('webp', 64, 64))).status).toBe(200);
    expect(existsSync(legacy)).toBe(false);
  });

  it('refuses a header claiming 60000×60000 pixels with 422, from the header alone, storing nothing', async () => {
    const before = await currentLogo();
    const res = await upload(people.owner, await claimedSizePng(60_000, 60_000));
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(MEDIA_MESSAGES.pixels);
    expect(await currentLogo()).toBe(before);
  });

  it('refuses another type (whatever it claims), an unreadable image, a file over 1 MB, and staff', async () => {
    const gif = await upload(people.owner, new TextEncoder().encode('GIF89a....'), 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.json.error.message).toBe(SHOP_MESSAGES.logoType);
    const signatureOnly = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...SCRIPT]);
    const broken = await upload(people.owner, signatureOnly);
    expect(broken.status).toBe(415);
    expect(broken.json.error.message).toBe(SHOP_MESSAGES.logoUnreadable);
    const big = new Uint8Array(1_048_577);
    big.set(await imageBytes('png', 20, 20));
    const tooBig = await upload(people.owner, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.message).toBe(SHOP_MESSAGES.logoSize);
    const staff = await upload(people.staff, await imageBytes('png', 20, 20));
    expect(staff.status).toBe(403);
  });
});

describe('a closure at checkout', () => {
  async function shopItem() {
    const [row] = await sqlRows<{ id: string; label: string }>(
      t.db,
      sql`select p.id, v.label from products p join product_variants v on v.product_id = p.id
        where p.merchant_id = ${people.shopId} and p.is_active and v.stock >= 3 order by p.name limit 1`,
    );
    return { productId: row!.id, selectedWeight: row!.label, quantity: 1 };
  }
  const quoteBody = async () => ({ zip: '10011', couponCode: '', items: [await shopItem()] });

  it('makes ASAP unavailable with the reason, offers windows only after it, and refuses ASAP', async () => {
    const closed = await people.owner.call('/api/merchant/shop/closure', {
      method: 'POST',
      body: { until: '2026-11-24T04:00:00Z', note: 'Stocktake' },
    });
    expect(closed.status).toBe(200);
    expect(closed.json!.shop).toMatchObject({ openNow: false, closureNote: 'Stocktake' });
    const guest = client(t.app);
    const item = await shopItem();
    const product = await guest.call(`/api/products/${item.productId}`);
    expect(product.json!.product.shop.closedUntil).toBe('2026-11-24T04:00:00.000Z');
    const { shops } = (await guest.call('/api/shops')).json as {
      shops: { id: string; closedUntil: string }[];
    };
    expect(shops.find((x) => x.id === people.shopId)!.closedUntil).toBe('2026-11-24T04:00:00.000Z');
    const quote = await guest.call('/api/checkout/quote', { method: 'POST', body: await quoteBody() });
    expect(quote.status).toBe(200);
    expect(quote.json!.asapAvailable).toBe(false);
    expect(quote.json!.shopClosed).toBe(`${people.shopName} is closed until Tue 10:00 AM`);
    const windows = quote.json!.windows as { start: string }[];
    expect(windows.length).toBeGreaterThan(0);
    // Tuesday from 10:00 to 20:00 New York time (15:00Z–01:00Z), nothing earlier.
    expect(windows[0]!.start).toBe('2026-11-24T15:00:00.000Z');
    expect(windows.every((w) => w.start !== '2026-11-25T01:00:00.000Z')).toBe(true);

    const order = {
      ...MANHATTAN_GUEST,
      email: 'closure.guest@example.test',
      note: '',
      couponCode: '',
      items: [await shopItem()],
    };
    const checkout = (deliveryTime: string, key: string) =>
      guest.call('/api/checkout', {
        method: 'POST',
        body: { ...order, deliveryTime },
        headers: { 'idempotency-key': key },
      });
    const asap = await checkout('asap', 'closure-asap');
    expect(asap.status).toBe(422);
    expect(asap.json!.error.message).toBe(
      `${people.shopName} is closed until Tue 10:00 AM; choose a scheduled window`,
    );
    // Today 18:00 is inside the store's hours but the shop is closed then.
    const during = await checkout('2026-11-23T23:00:00.000Z', 'closure-during');
    expect(during.status).toBe(422);
    expect(during.json!.error.message).toBe(
      `${people.shopName} is not open for that delivery window; choose another`,
    );
    const later = await checkout(windows[0]!.start, 'closure-later');
    expect(later.status).toBe(201);

    const reopened = await people.owner.call('/api/merchant/shop/closure', { method: 'DELETE' });
    expect(reopened.json!.shop).toMatchObject({ openNow: true, closedUntil: null });
    const open = await guest.call('/api/checkout/quote', { method: 'POST', body: await quoteBody() });
    expect(open.json!.asapAvailable).toBe(true);
    expect(open.json!.shopClosed).toBeNull();
  });
});
