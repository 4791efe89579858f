import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES } from '#domain/notifications.ts';
import { notificationPreferences } from '#server/db/schema/notifications.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

const PATH = '/api/notification-preferences';
type Client = Awaited<ReturnType<typeof signedInClient>>;
const put = (c: Client, body: unknown) => c.call(PATH, { method: 'PUT', body });
const userIdOf = async (c: Client) => (await c.call('/api/session')).json!.user.id as string;
const rowsOf = (userId: string) =>
  t.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

describe('notification preferences', () => {
  it('refuses anonymous callers with 401', async () => {
    const c = client(t.app);
    const read = await c.call(PATH);
    expect(read.status).toBe(401);
    expect(read.json!.error.code).toBe('unauthorized');
    expect((await put(c, DEFAULT_PREFERENCES)).status).toBe(401);
  });

  it('creates the row with the spec defaults on the first read', async () => {
    const c = await signedInClient(t.app);
    const userId = await userIdOf(c);
    expect(await rowsOf(userId)).toHaveLength(0);
    const res = await c.call(PATH);
    expect(res.status).toBe(200);
    const { updatedAt, ...preferences } = res.json!.preferences;
    expect(preferences).toEqual(DEFAULT_PREFERENCES);
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect((await c.call(PATH)).json!.preferences).toEqual(res.json!.preferences);
  });

  it('saves the whole set, sets updated_at and returns the saved row', async () => {
    const c = await signedInClient(t.app);
    const before = (await c.call(PATH)).json!.preferences;
    const wanted = {
      ...DEFAULT_PREFERENCES,
      smsAllUpdates: false,
      smsCriticalOnly: true,
      pushEnabled: false,
      emailAllUpdates: true,
      emailConfirmationOnly: false,
    };
    const saved = await put(c, wanted);
    expect(saved.status).toBe(200);
    const { updatedAt, ...preferences } = saved.json!.preferences;
    expect(preferences).toEqual(wanted);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await c.call(PATH)).json!.preferences).toEqual(saved.json!.preferences);
  });

  it('saves without a prior read', async () => {
    const c = await signedInClient(t.app);
    const wanted = { ...DEFAULT_PREFERENCES, emailEnabled: false };
    const saved = await put(c, wanted);
    expect(saved.status).toBe(200);
    expect(saved.json!.preferences).toMatchObject(wanted);
  });

  it('normalises a pair with both or neither sub-option set to the channel default', async () => {
    const c = await signedInClient(t.app);
    const saved = await put(c, {
      ...DEFAULT_PREFERENCES,
      smsAllUpdates: true,
      smsCriticalOnly: true,
      pushAllUpdates: false,
      pushCriticalOnly: false,
      emailAllUpdates: true,
      emailConfirmationOnly: true,
    });
    expect(saved.status).toBe(200);
    const { updatedAt: _, ...preferences } = saved.json!.preferences;
    expect(preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses an invalid body with 400 and the JSON error shape, and changes nothing', async () => {
    const c = await signedInClient(t.app);
    const stored = (await put(c, { ...DEFAULT_PREFERENCES, smsEnabled: false })).json!.preferences;
    const wrongType = await put(c, { ...DEFAULT_PREFERENCES, smsEnabled: 'no' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toEqual({
      error: {
        code: 'validation_error',
        message: 'SMS must be true or false',
        fields: { smsEnabled: 'SMS must be true or false' },
      },
    });
    const { pushEnabled: _, ...missing } = DEFAULT_PREFERENCES;
    expect((await put(c, missing)).status).toBe(400);
    const unknown = await put(c, { ...DEFAULT_PREFERENCES, userId: 'someone-else' });
    expect(unknown.status).toBe(400);
    expect(unknown.json!.error.code).toBe('validation_error');
    const malformed = await c.call(PATH, {
      method: 'PUT',
      raw: '{"smsEnabled":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json!.error.code).toBe('malformed_json');
    expect((await c.call(PATH)).json!.preferences).toEqual(stored);
  });

  it('keeps each customer’s row to themselves', async () => {
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    const aliceWants = { ...DEFAULT_PREFERENCES, smsEnabled: false, pushEnabled: false };
    await put(alice, aliceWants);
    const bobReads = (await bob.call(PATH)).json!.preferences;
    expect(bobReads).toMatchObject(DEFAULT_PREFERENCES);
    await put(bob, { ...DEFAULT_PREFERENCES, emailEnabled: false });
    expect((await alice.call(PATH)).json!.preferences).toMatchObject(aliceWants);
    expect(await rowsOf(await userIdOf(alice))).toHaveLength(1);
    expect(await rowsOf(await userIdOf(bob))).toHaveLength(1);
  });
});
