import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatTopic } from '#domain/realtime.ts';
import { chatSwitch, cookieOf, startChat } from '#server/test-support/chat.ts';
import { expectRefused, expectSubscribed } from '#server/test-support/realtime.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { listenWithRealtime } from '#server/test-support/realtime-app.ts';

const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
let live: Awaited<ReturnType<typeof listenWithRealtime>>;
beforeAll(async () => {
  await chatSwitch(t, true);
  live = await listenWithRealtime(t);
});
afterAll(() => live.close());

type Client = ReturnType<typeof client>;
const socketOf = (cookie: string) => live.socket(cookie);
const current = async (c: Client) => (await c.call('/api/chat/session')).json!.conversation;
const say = (c: Client, id: string, message: string) =>
  c.call(`/api/chat/sessions/${id}/messages`, { method: 'POST', body: { message } });
/** A browser holding only this chat cookie (a shared computer after the customer signed in). */
const withCookieOnly = (c: Client) => {
  const other = client(t.app);
  other.jar.set('nym.chat', c.jar.get('nym.chat')!);
  return other;
};

describe('the chat topic', () => {
  it('is followed by the guest whose cookie owns the session, never by another guest', async () => {
    const a = client(t.app);
    const b = client(t.app);
    const id = await startChat(a);
    await startChat(b);
    await expectSubscribed(await socketOf(cookieOf(a)), chatTopic(id));
    await expectRefused(await socketOf(cookieOf(b)), chatTopic(id));
    await expectRefused(await socketOf(''), chatTopic(id));
  });
});

describe('signing in keeps the conversation', () => {
  it('the guest chat becomes the account’s with its history; the cookie alone opens nothing after', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    await say(c, id, 'Do you deliver to 11201?');
    const before = (await current(c)).messages;
    const stranger = withCookieOnly(c);
    await signUpAndSignIn(c);
    const after = await current(c);
    expect(after.session).toMatchObject({ id, guestId: null, status: 'active' });
    expect(after.messages).toEqual(before);
    expect(await current(stranger)).toBeNull();
    expect((await stranger.call(`/api/chat/sessions/${id}/messages`)).status).toBe(404);
    await expectRefused(await socketOf(cookieOf(stranger)), chatTopic(id));
    await expectSubscribed(await socketOf(cookieOf(c)), chatTopic(id));
    const [row] = await sqlRows<{ contact_email: string }>(
      t.db,
      sql`select contact_email from chat_sessions where id = ${id}`,
    );
    expect(row!.contact_email).toMatch(/@example\.test$/);
  });

  it('with an active chat of the account too, the newer stays and the older ends as no reply', async () => {
    const body = newCustomer();
    const phone = client(t.app);
    await signUpAndSignIn(phone, body);
    const older = await startChat(phone);
    const laptop = client(t.app);
    const newer = await startChat(laptop);
    await laptop.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: body.email, password: body.password },
    });
    expect((await current(laptop)).session.id).toBe(newer);
    expect((await current(phone)).session.id).toBe(newer);
    const [row] = await sqlRows<{ status: string; resolution: string }>(
      t.db,
      sql`select status, resolution from chat_sessions where id = ${older}`,
    );
    expect(row).toEqual({ status: 'closed', resolution: 'no_reply' });
  });
});
