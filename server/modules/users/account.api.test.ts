import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, savedAddresses, users } from '#server/db/schema/auth.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

type Client = Awaited<ReturnType<typeof signedInClient>>;
const userIdOf = async (c: Client) => (await c.call('/api/account')).json!.user.id as string;
const patch = (c: Client, body: unknown) => c.call('/api/account', { method: 'PATCH', body });

/** Saves addresses directly, one day apart in the given order, the first one the default. */
async function seedAddresses(userId: string, streets: string[]) {
  const rows = await t.db
    .insert(savedAddresses)
    .values(
      streets.map((street, i) => ({
        userId,
        label: i === 0 ? 'Home' : `Address ${i + 1}`,
        street,
        zip: '11217',
        borough: 'Brooklyn',
        isDefault: i === 0,
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    )
    .returning({ id: savedAddresses.id });
  return rows.map((r) => r.id);
}

const defaults = (addresses: { street: string; isDefault: boolean }[]) =>
  addresses.filter((a) => a.isDefault).map((a) => a.street);

describe('PATCH /api/account', () => {
  it('updates name and phone, returns the account, and the session shows the new name', async () => {
    const c = await signedInClient(t.app);
    const res = await patch(c, { fullName: '  Maya Brooks ', phone: '(212) 555-0173' });
    expect(res.status).toBe(200);
    expect(res.json!.user).toMatchObject({ fullName: 'Maya Brooks', phone: '2125550173' });
    expect(res.json!.addresses).toEqual([]);
    const email = res.json!.user.email as string;
    expect(email).toMatch(/@example\.test$/);
    expect((await c.call('/api/session')).json!.user).toMatchObject({
      fullName: 'Maya Brooks',
      phone: '2125550173',
      email,
    });
    const [row] = await t.db
      .select({ name: users.name, fullName: profiles.fullName })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email));
    expect(row).toEqual({ name: 'Maya Brooks', fullName: 'Maya Brooks' });
  });

  it('refuses an invalid phone or name with the sign-up messages and changes nothing', async () => {
    const c = await signedInClient(t.app);
    const phone = await patch(c, { fullName: 'Maya Brooks', phone: '555-0173' });
    expect(phone.status).toBe(400);
    expect(phone.json!.error).toMatchObject({
      code: 'validation_error',
      message: 'Phone must be 10 digits',
      fields: { phone: 'Phone must be 10 digits' },
    });
    const name = await patch(c, { fullName: ' ', phone: '2125550173' });
    expect(name.json!.error.fields).toEqual({ fullName: 'Full name is required' });
    expect((await c.call('/api/account')).json!.user).toMatchObject({
      fullName: 'Jordan Lee',
      phone: '7185550199',
    });
  });

  it('does not change the e-mail', async () => {
    const c = await signedInClient(t.app);
    const before = (await c.call('/api/account')).json!.user.email as string;
    const res = await patch(c, { fullName: 'Maya Brooks', phone: '2125550173', email: 'x@example.test' });
    expect(res.status).toBe(400);
    expect((await c.call('/api/account')).json!.user).toMatchObject({
      email: before,
      fullName: 'Jordan Lee',
    });
  });

  it('refuses guests', async () => {
    const guest = client(t.app);
    const res = await guest.call('/api/account', {
      method: 'PATCH',
      body: { fullName: 'Maya Brooks', phone: '2125550173' },
    });
    expect(res.status).toBe(401);
    expect(res.json!.error.code).toBe('unauthorized');
  });
});

describe('saved addresses', () => {
  it('makes an address the default, leaving exactly one', async () => {
    const c = await signedInClient(t.app);
    const [, second] = await seedAddresses(await userIdOf(c), ['1 First St', '2 Second St', '3 Third St']);
    const res = await c.call(`/api/account/addresses/${second}/default`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json!.addresses.map((a: { street: string }) => a.street)).toEqual([
      '1 First St',
      '2 Second St',
      '3 Third St',
    ]);
    expect(defaults(res.json!.addresses)).toEqual(['2 Second St']);
    const again = await c.call(`/api/account/addresses/${second}/default`, { method: 'POST' });
    expect(defaults(again.json!.addresses)).toEqual(['2 Second St']);
  });

  it('removes an address that is not the default and keeps the default', async () => {
    const c = await signedInClient(t.app);
    const [, second] = await seedAddresses(await userIdOf(c), ['1 First St', '2 Second St']);
    const res = await c.call(`/api/account/addresses/${second}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.json!.addresses).toEqual([expect.objectContaining({ street: '1 First St', isDefault: true })]);
  });

  it('promotes the most recently saved address when the default is removed', async () => {
    const c = await signedInClient(t.app);
    const [first] = await seedAddresses(await userIdOf(c), ['1 First St', '2 Second St', '3 Third St']);
    const res = await c.call(`/api/account/addresses/${first}`, { method: 'DELETE' });
    expect(res.json!.addresses).toHaveLength(2);
    expect(defaults(res.json!.addresses)).toEqual(['3 Third St']);
  });

  it('lets the last address go, and the next one checkout saves becomes the default', async () => {
    const c = await signedInClient(t.app);
    const userId = await userIdOf(c);
    const [only] = await seedAddresses(userId, ['1 First St']);
    const res = await c.call(`/api/account/addresses/${only}`, { method: 'DELETE' });
    expect(res.json!.addresses).toEqual([]);
    await t.services.users.accounts.rememberAddress(t.db, userId, {
      street: '9 Ninth St',
      apartment: null,
      zip: '11217',
      borough: 'Brooklyn',
    });
    const account = await c.call('/api/account');
    expect(account.json!.addresses).toEqual([
      expect.objectContaining({ street: '9 Ninth St', label: 'Home', isDefault: true }),
    ]);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await signedInClient(t.app);
    const [first, second] = await seedAddresses(await userIdOf(owner), ['1 First St', '2 Second St']);
    const other = await signedInClient(t.app);
    const removed = await other.call(`/api/account/addresses/${first}`, { method: 'DELETE' });
    const promoted = await other.call(`/api/account/addresses/${second}/default`, { method: 'POST' });
    const missing = await other.call('/api/account/addresses/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
    });
    for (const res of [removed, promoted, missing]) {
      expect(res.status).toBe(404);
      expect(res.json!.error.message).toBe('Address not found');
    }
    expect(removed.json).toEqual(missing.json);
    const mine = (await owner.call('/api/account')).json!.addresses;
    expect(mine).toHaveLength(2);
    expect(defaults(mine)).toEqual(['1 First St']);
  });

  it('answers 404 for an id that is not a UUID, and 401 to guests', async () => {
    const c = await signedInClient(t.app);
    expect((await c.call('/api/account/addresses/not-an-id', { method: 'DELETE' })).status).toBe(404);
    const guest = client(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await guest.call(`/api/account/addresses/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await guest.call(`/api/account/addresses/${id}/default`, { method: 'POST' })).status).toBe(401);
  });
});
