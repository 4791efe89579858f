import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_TEXT } from '#domain/chat/rules.ts';
import { CHAT_GREETING } from '#domain/chat/hand-over.ts';
import { chatTopic, STAFF_CHAT_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { chatSwitch, startChat } from '#server/test-support/chat.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

/** A Monday noon in New York: the support team is at work. */
let clock = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => clock });
beforeAll(async () => {
  await chatSwitch(t, true);
});

const lines = (c: ReturnType<typeof client>, id: string, after?: string) =>
  c.call(`/api/chat/sessions/${id}/messages${after ? `?after=${after}` : ''}`);
const say = (c: ReturnType<typeof client>, id: string, message: unknown) =>
  c.call(`/api/chat/sessions/${id}/messages`, { method: 'POST', body: { message } });
const human = (c: ReturnType<typeof client>, id: string) =>
  c.call(`/api/chat/sessions/${id}/human`, { method: 'POST', body: {} });

describe('starting a chat', () => {
  it('gives a guest an HttpOnly token cookie, a guest_ label and the assistant greeting; a second start is the same', async () => {
    const guest = client(t.app);
    const res = await guest.call('/api/chat/sessions', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.cookies.join('\n')).toMatch(
      /nym\.chat=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax/,
    );
    const { session, messages } = res.json as { session: Record<string, unknown>; messages: any[] };
    expect(session).toMatchObject({
      guestId: `guest_${clock.getTime()}`,
      mode: 'ai',
      status: 'active',
      agentName: null,
    });
    expect(messages).toEqual([
      expect.objectContaining({ senderType: 'ai', message: CHAT_GREETING, source: null }),
    ]);
    const again = await guest.call('/api/chat/sessions', { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.json!.session.id).toBe(session.id);
    expect((await guest.call('/api/chat/session')).json!.conversation.session.id).toBe(session.id);
  });

  it('keeps the account e-mail for a signed-in customer, with no guest label', async () => {
    const c = await signedInClient(t.app);
    const res = await c.call('/api/chat/sessions', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.json!.session.guestId).toBeNull();
    const [row] = await sqlRows<{ contact_email: string; guest_token_hash: string | null }>(
      t.db,
      sql`select contact_email, guest_token_hash from chat_sessions where id = ${res.json!.session.id}`,
    );
    expect(row!.contact_email).toMatch(/@example\.test$/);
    expect(row!.guest_token_hash).toBeNull();
  });

  it('is refused with the switch off (404), and nothing is there before a chat starts', async () => {
    expect((await client(t.app).call('/api/chat/session')).json).toEqual({
      conversation: null,
      available: true,
    });
    await chatSwitch(t, false);
    const res = await client(t.app).call('/api/chat/sessions', { method: 'POST' });
    const off = await client(t.app).call('/api/chat/session');
    await chatSwitch(t, true);
    expect(off.json).toEqual({ conversation: null, available: false });
    expect(res.status).toBe(404);
    expect(res.json!.error.message).toBe(CHAT_TEXT.off);
  });
});

describe('a session is its owner’s alone', () => {
  it('guest B cannot read, write or hand over guest A’s chat by id (404); no cookie at all is a 401', async () => {
    const a = client(t.app);
    const b = client(t.app);
    const id = await startChat(a);
    await startChat(b);
    for (const res of [await lines(b, id), await say(b, id, 'hello'), await human(b, id)]) {
      expect(res.status).toBe(404);
      expect(res.json!.error.message).toBe(CHAT_TEXT.notFound);
    }
    expect((await lines(client(t.app), id)).status).toBe(401);
    expect((await lines(a, id)).status).toBe(200);
    expect((await lines(b, 'not-a-uuid')).status).toBe(404);
  });

  it('the guest_ label is not a key: a guessed label, as an id or as a cookie, opens nothing', async () => {
    const a = client(t.app);
    const id = await startChat(a);
    const label = (await lines(a, id)).json!.session.guestId as string;
    const b = client(t.app);
    await startChat(b);
    expect((await lines(b, label)).status).toBe(404);
    const forged = client(t.app);
    forged.jar.set('nym.chat', label);
    expect((await forged.call('/api/chat/session')).json!.conversation).toBeNull();
    expect((await lines(forged, id)).status).toBe(401);
  });

  it('a customer cannot read or write another customer’s chat (404)', async () => {
    const [owner, other] = await Promise.all([signedInClient(t.app), signedInClient(t.app)]);
    const id = await startChat(owner);
    expect((await lines(other, id)).status).toBe(404);
    expect((await say(other, id, 'hi')).status).toBe(404);
    expect((await human(other, id)).status).toBe(404);
    expect((await lines(owner, id)).status).toBe(200);
  });
});

describe('a blocked account', () => {
  it('counts as no account: its conversation is not shown, and its session routes answer 401', async () => {
    const c = await signedInClient(t.app);
    const id = await startChat(c);
    await t.db.execute(sql`update users set blocked_at = now(), blocked_reason = 'test'
      where id = (select user_id from chat_sessions where id = ${id})`);
    expect((await c.call('/api/chat/session')).json!.conversation).toBeNull();
    expect((await lines(c, id)).status).toBe(401);
    expect((await say(c, id, 'hello')).status).toBe(401);
  });
});

describe('sending', () => {
  it('refuses empty, blank and too long messages with the rule’s text (400); 2,000 characters go', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    for (const [message, text] of [
      ['', CHAT_TEXT.empty],
      ['   \n\t ', CHAT_TEXT.empty],
      ['x'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_TEXT.tooLong],
      [42, CHAT_TEXT.empty],
    ] as const) {
      const res = await say(c, id, message);
      expect(res.status, String(message).slice(0, 10)).toBe(400);
      expect(res.json!.error.message).toBe(text);
    }
    expect((await say(c, id, `  ${'y'.repeat(CHAT_MESSAGE_MAX)}  `)).status).toBe(201);
  });

  it('stores the line and the assistant’s answer together, and tells the session’s topic', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    const seen: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(chatTopic(id), (e) => seen.push(e));
    const res = await say(c, id, '  What are your delivery hours?  ');
    stop();
    expect(res.status).toBe(201);
    const { messages } = res.json as { messages: { id: string; senderType: string; message: string }[] };
    expect(messages.map((m) => m.senderType)).toEqual(['user', 'ai']);
    expect(messages[0]!.message).toBe('What are your delivery hours?');
    expect(seen.map((e) => e.kind)).toEqual(['chat.message']);
    const after = await lines(c, id, messages[0]!.id);
    expect(after.json!.messages.map((m: { id: string }) => m.id)).toEqual([messages[1]!.id]);
  });

  it('is refused once the chat has ended (409)', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    await t.db.execute(
      sql`update chat_sessions set status = 'closed', closed_at = now(), resolution = 'resolved' where id = ${id}`,
    );
    const res = await say(c, id, 'still there?');
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe(CHAT_TEXT.closed);
    expect((await client(t.app).call('/api/chat/session')).json!.conversation).toBeNull();
  });

  it('is rate-limited per session (429 after 20 a minute)', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    for (let i = 0; i < 20; i += 1) expect((await say(c, id, `line ${i}`)).status).toBe(201);
    const res = await say(c, id, 'one more');
    expect(res.status).toBe(429);
    expect(res.json!.error.message).toBe(CHAT_TEXT.tooFast);
  });
});

describe('Speak to Real Person', () => {
  it('hands over once with the expected wait, then stores only the customer’s lines and the guest’s e-mail', async () => {
    const c = client(t.app);
    const id = await startChat(c);
    const queue: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(STAFF_CHAT_TOPIC, (e) => queue.push(e));
    const res = await human(c, id);
    expect(res.status).toBe(200);
    expect(res.json!.session.mode).toBe('human');
    const last = res.json!.messages.at(-1);
    expect(last).toMatchObject({ senderType: 'ai' });
    expect(last.message).toMatch(
      /^Thanks — a person from our team will join this chat\. Expected wait: about \d+ minutes?\.$/,
    );
    const again = await human(c, id);
    expect(again.status).toBe(200);
    expect(again.json!.messages).toHaveLength(res.json!.messages.length);
    const sent = await say(c, id, 'My order is late, write me at Dana.W@Example.test please');
    stop();
    expect(sent.json!.messages.map((m: { senderType: string }) => m.senderType)).toEqual(['user']);
    expect(queue.map((e) => (e.kind === 'chat.queue' ? e.change : e.kind))).toEqual(['waiting', 'message']);
    const [row] = await sqlRows<{ contact_email: string; waiting_since: Date | null }>(
      t.db,
      sql`select contact_email, waiting_since from chat_sessions where id = ${id}`,
    );
    expect(row!.contact_email).toBe('dana.w@example.test');
    expect(row!.waiting_since).not.toBeNull();
  });

  it('estimates the wait from the queue and the median time staff took to claim', async () => {
    await t.db
      .execute(sql`update chat_sessions set status = 'closed', closed_at = now(), resolution = 'resolved'
      where mode = 'human' and status = 'active'`);
    const staff = await sqlRows<{ id: string }>(t.db, sql`select id from users order by created_at limit 1`);
    for (const minutes of [3, 5, 9]) {
      await t.db
        .execute(sql`insert into chat_sessions (guest_id, guest_token_hash, mode, status, waiting_since,
        claimed_by, claimed_at, closed_at) values ('guest_1', ${`hash-${minutes}`}, 'human', 'closed',
        now() - interval '1 hour', ${staff[0]!.id}, now() - interval '1 hour' + ${`${minutes} minutes`}::interval, now())`);
    }
    const first = client(t.app);
    const second = client(t.app);
    const ids = [await startChat(first), await startChat(second)];
    expect((await human(first, ids[0]!)).json!.messages.at(-1).message).toContain('about 5 minutes.');
    expect((await human(second, ids[1]!)).json!.messages.at(-1).message).toContain('about 10 minutes.');
  });

  it('outside support hours says the answer comes by e-mail', async () => {
    clock = new Date('2026-11-24T08:00:00Z'); // 3:00 in New York
    const c = client(t.app);
    const id = await startChat(c);
    const res = await human(c, id);
    clock = new Date('2026-11-23T17:00:00Z');
    expect(res.json!.messages.at(-1).message).toBe(
      'Our team is offline right now (back at 10:00 New York time). Leave your question and your e-mail here and we will answer by e-mail.',
    );
  });
});
