import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXT } from '#domain/chat/rules.ts';
import { LIVE_CHAT_TEXT as T } from '#domain/chat/staff-schemas.ts';
import { STAFF_CHAT_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { insertTestChat } from '#server/test-support/chat-sessions.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, signUpAndSignIn, newCustomer, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The desk: the queue, claiming (one winner of a race), replies, closing, e-mailed transcripts, all audited.
const t = useTestApp();
let support: Awaited<ReturnType<typeof staffClient>>;
let admin: Awaited<ReturnType<typeof staffClient>>;
const queueEvents: RealtimeEvent[] = [];
const base = '/api/admin/live-chat';

const audits = (id: string) =>
  sqlRows<{ action: string; before: unknown; after: unknown }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'chat_session' and target_id = ${id} order by id`,
  );

beforeAll(async () => {
  support = await staffClient(t, 'support');
  admin = await staffClient(t, 'admin');
  await t.db.execute(sql`update users set name = 'Riley Support' where id = ${support.userId}`);
  t.services.bus.subscribe(STAFF_CHAT_TOPIC, (e) => queueEvents.push(e));
});

describe('the queue', () => {
  it('lists waiting chats oldest first with the first line, mine and others', async () => {
    const first = await insertTestChat(t.db, { lines: ['Where is my order?', 'Hello?'] });
    const second = await insertTestChat(t.db, { lines: ['Do you deliver to 11201?'] });
    const assistantOnly = await insertTestChat(t.db, { mode: 'ai', lines: ['Hours?'] });
    const queue = (await support.call(`${base}/queue`)).json!;
    const ids = queue.waiting.map((s: { id: string }) => s.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(ids).not.toContain(assistantOnly);
    const row = queue.waiting.find((s: { id: string }) => s.id === first);
    expect(row).toMatchObject({
      preview: 'Where is my order?',
      messageCount: 2,
      customerName: null,
      lastSender: 'user',
    });
    expect(row.guestLabel).toMatch(/^guest_\d+$/);

    await admin.call(`${base}/sessions/${second}/claim`, { method: 'POST' });
    const after = (await support.call(`${base}/queue`)).json!;
    expect(after.others.map((s: { id: string }) => s.id)).toContain(second);
    expect(after.waiting.map((s: { id: string }) => s.id)).not.toContain(second);
  });
});

describe('claiming', () => {
  it('one of two staff claiming at once wins; the other gets 409', async () => {
    const id = await insertTestChat(t.db, { lines: ['I need help'] });
    const [a, b] = await Promise.all([
      support.call(`${base}/sessions/${id}/claim`, { method: 'POST' }),
      admin.call(`${base}/sessions/${id}/claim`, { method: 'POST' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json).toMatchObject({ error: { message: T.taken } });
    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(['chat.claimed']);
    expect(rows[0]!.before).toMatchObject({ claimedBy: null });
  });

  it('says who joined, switches an assistant chat to a person and tells the desk', async () => {
    const id = await insertTestChat(t.db, { mode: 'ai', lines: ['What are your hours?'] });
    const res = await support.call(`${base}/sessions/${id}/claim`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json!.session).toMatchObject({ mode: 'human', claimedBy: { id: support.userId } });
    expect(res.json!.messages.at(-1)).toMatchObject({ senderType: 'ai', message: T.joined('Riley') });
    expect(queueEvents).toContainEqual(expect.objectContaining({ sessionId: id, change: 'claimed' }));
    // Claiming one's own chat again changes nothing.
    expect((await support.call(`${base}/sessions/${id}/claim`, { method: 'POST' })).status).toBe(200);
    expect((await audits(id)).length).toBe(1);
  });

  it('refuses an unknown or malformed id with the chat message', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000001', 'nope']) {
      const res = await support.call(`${base}/sessions/${id}/claim`, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: { message: T.notFound } });
    }
  });
});

describe('replying and closing', () => {
  it('a reply claims an unclaimed chat, keeps text verbatim and answers the lines after `after`', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await insertTestChat(t.db, { lines: [payload] });
    const detail = (await support.call(`${base}/sessions/${id}`)).json!;
    expect(detail.messages[0].message).toBe(payload);
    const last = detail.messages.at(-1).id;
    const none = (await support.call(`${base}/sessions/${id}?after=${last}`)).json!;
    expect(none.messages).toEqual([]);
    const res = await support.call(`${base}/sessions/${id}/messages?after=${last}`, {
      method: 'POST',
      body: { message: '  Hi there, checking now.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.json!.messages.map((m: { message: string }) => m.message)).toEqual([
      T.joined('Riley'),
      'Hi there, checking now.',
    ]);
    expect(res.json!.messages.at(-1)).toMatchObject({ senderType: 'staff', senderName: 'Riley' });
    // Someone else's chat: refused.
    const other = await admin.call(`${base}/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'x' },
    });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ error: { message: T.taken } });
  });

  it('validates the reply and the close with the domain texts', async () => {
    const id = await insertTestChat(t.db, { lines: ['Hello'] });
    const empty = await support.call(`${base}/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(CHAT_TEXT.empty);
    const long = await support.call(`${base}/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'x'.repeat(2001) },
    });
    expect(long.text).toContain(CHAT_TEXT.tooLong);
    const bad = await support.call(`${base}/sessions/${id}/close`, {
      method: 'POST',
      body: { resolution: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(T.pickResolution);
  });

  it('closes with a resolution (audited, the customer told), then refuses replies and a second close', async () => {
    const id = await insertTestChat(t.db, { lines: ['Thanks!'] });
    const res = await support.call(`${base}/sessions/${id}/close`, {
      method: 'POST',
      body: { resolution: 'resolved', note: 'Answered about hours' },
    });
    expect(res.status).toBe(200);
    expect(res.json!.session).toMatchObject({ status: 'closed', resolution: 'resolved' });
    expect(res.json!.messages.at(-1)).toMatchObject({ senderType: 'ai', message: T.ended });
    const rows = await audits(id);
    expect(rows.at(-1)).toMatchObject({
      action: 'chat.closed',
      before: { status: 'active', resolution: null },
      after: { status: 'closed', resolution: 'resolved', resolutionNote: 'Answered about hours' },
    });
    expect(queueEvents).toContainEqual(expect.objectContaining({ sessionId: id, change: 'closed' }));
    const reply = await support.call(`${base}/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'Hi' },
    });
    expect(reply.status).toBe(409);
    expect(reply.json).toMatchObject({ error: { message: T.closed } });
    const again = await support.call(`${base}/sessions/${id}/close`, {
      method: 'POST',
      body: { resolution: 'spam' },
    });
    expect(again.json).toMatchObject({ error: { message: T.alreadyClosed } });
  });
});

describe('the reply limit', () => {
  it('lets a person type freely but stops a flood with the desk text', async () => {
    const typist = await staffClient(t, 'support');
    const id = await insertTestChat(t.db, { lines: ['Flood test'] });
    for (let i = 0; i < 60; i += 1) {
      const ok = await typist.call(`${base}/sessions/${id}/messages`, {
        method: 'POST',
        body: { message: `r${i}` },
      });
      expect(ok.status).toBe(201);
    }
    const refused = await typist.call(`${base}/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'x' },
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: { message: T.tooFast } });
  });
});

describe('e-mailed transcripts', () => {
  it('only a closed chat with an address; queued in the outbox and audited', async () => {
    const id = await insertTestChat(t.db, {
      lines: ['My order was late'],
      contactEmail: 'guest@example.test',
    });
    const open = await support.call(`${base}/sessions/${id}/email-transcript`, { method: 'POST' });
    expect(open.status).toBe(409);
    expect(open.json).toMatchObject({ error: { message: T.notClosed } });
    await support.call(`${base}/sessions/${id}/close`, { method: 'POST', body: { resolution: 'resolved' } });
    const sent = await support.call(`${base}/sessions/${id}/email-transcript`, { method: 'POST' });
    expect(sent.json).toEqual({ queuedTo: 'guest@example.test' });
    const [mail] = await sqlRows<{ body: string; template: string }>(
      t.db,
      sql`select body, template from notifications_outbox where to_address = 'guest@example.test'`,
    );
    expect(mail).toMatchObject({ template: 'chat-transcript' });
    expect(mail!.body).toContain('You: My order was late');
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'chat.transcript_emailed' });

    const anonymous = await insertTestChat(t.db, { lines: ['Hi'] });
    await support.call(`${base}/sessions/${anonymous}/close`, {
      method: 'POST',
      body: { resolution: 'no_reply' },
    });
    const none = await support.call(`${base}/sessions/${anonymous}/email-transcript`, { method: 'POST' });
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({ error: { message: T.noEmail } });
  });
});

describe('a customer chat', () => {
  it('carries the customer card, their previous chats and the account e-mail for the transcript', async () => {
    const c = client(t.app);
    const account = newCustomer();
    await signUpAndSignIn(c, account);
    const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
    const earlier = await insertTestChat(t.db, { userId: user.id, mode: 'ai', lines: ['Old question'] });
    const id = await insertTestChat(t.db, { userId: user.id, lines: ['New question'] });
    const res = await support.call(`${base}/sessions/${id}`);
    const detail = res.json!;
    expect(detail.customer).toMatchObject({ id: user.id, email: account.email, blocked: false });
    expect(detail.session.customerEmail).toBe(account.email);
    expect(detail.orders).toEqual([]);
    expect(detail.previousChats).toEqual([expect.objectContaining({ id: earlier, preview: 'Old question' })]);
  });
});
