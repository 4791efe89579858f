import { beforeAll, describe, expect, it } from 'vitest';
import type { LiveChatQueue, LiveChatSummary } from '#domain/chat/staff-schemas.ts';
import { STAFF_CHAT_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { insertTestChat } from '#server/test-support/chat-sessions.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The desk's queue rows: the latest line (who, when, trimmed) and why the assistant handed the chat over.
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
let support: Awaited<ReturnType<typeof staffClient>>;
const queueEvents: RealtimeEvent[] = [];
beforeAll(async () => {
  support = await staffClient(t, 'support');
  t.services.bus.subscribe(STAFF_CHAT_TOPIC, (e) => queueEvents.push(e));
});

async function queueRow(id: string): Promise<LiveChatSummary | undefined> {
  const res = await support.call('/api/admin/live-chat/queue');
  expect(res.status).toBe(200);
  const { waiting, mine, others } = res.json as LiveChatQueue;
  return [...waiting, ...mine, ...others].find((s) => s.id === id);
}

/** A guest's chat through the customer API: the lines to the assistant, then 'Speak to Real Person'. */
async function guestHandsOver(lines: string[]) {
  const guest = client(t.app);
  const started = await guest.call('/api/chat/sessions', { method: 'POST', body: {} });
  expect(started.status).toBe(201);
  const id = (started.json as { session: { id: string } }).session.id;
  for (const message of lines) {
    expect(
      (await guest.call(`/api/chat/sessions/${id}/messages`, { method: 'POST', body: { message } })).status,
    ).toBe(201);
  }
  expect((await guest.call(`/api/chat/sessions/${id}/human`, { method: 'POST', body: {} })).status).toBe(200);
  return { guest, id };
}

describe('the queue row', () => {
  it('carries the hand-over reason and the latest line, and follows a new customer line', async () => {
    const { guest, id } = await guestHandsOver(['Can I take an edible with my anxiety medication?']);
    const row = await queueRow(id);
    expect(row).toMatchObject({
      handoverReason: 'medical',
      preview: 'Can I take an edible with my anxiety medication?',
    });
    // The latest line is the assistant's answer to the hand-over, not the customer's first line.
    expect(row!.latest).toMatchObject({ sender: 'ai', staffName: null });

    queueEvents.length = 0;
    const sent = await guest.call(`/api/chat/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'Still there? I need an answer before my delivery arrives.' },
    });
    expect(sent.status).toBe(201);
    expect(queueEvents).toContainEqual(expect.objectContaining({ sessionId: id, change: 'message' }));
    const after = await queueRow(id);
    expect(after!.latest).toMatchObject({
      sender: 'user',
      text: 'Still there? I need an answer before my delivery arrives.',
    });
    expect(after!.preview).toBe('Can I take an edible with my anxiety medication?');
  });

  it('names the reason from the assistant’s last answer', async () => {
    expect((await queueRow((await guestHandsOver(['Can I talk to a real person'])).id))!.handoverReason).toBe(
      'asked_for_person',
    );
    expect((await queueRow((await guestHandsOver(['zxqv blorpt frangle'])).id))!.handoverReason).toBe(
      'not_answered',
    );
    expect((await queueRow((await guestHandsOver([])).id))!.handoverReason).toBe('chose_person');
  });

  it('trims a long latest line and names the staff member who wrote it', async () => {
    const long = `${'My order never came. '.repeat(20)}Please help.`;
    const id = await insertTestChat(t.db, { lines: [long] });
    const row = await queueRow(id);
    expect(row!.latest!.text.length).toBe(160);
    expect(row!.latest!.text.endsWith('…')).toBe(true);
    expect(long.startsWith(row!.latest!.text.slice(0, -1))).toBe(true);

    const reply = await support.call(`/api/admin/live-chat/sessions/${id}/messages`, {
      method: 'POST',
      body: { message: 'Looking into it now.' },
    });
    expect(reply.status).toBe(201);
    const answered = await queueRow(id);
    expect(answered!.latest).toMatchObject({ sender: 'staff', text: 'Looking into it now.' });
    expect(answered!.latest!.staffName).not.toBeNull();
    expect(answered!.handoverReason).toBeNull();
  });

  it('a staff member stepping into an assistant chat is its hand-over', async () => {
    const id = await insertTestChat(t.db, { mode: 'ai', lines: ['What are your hours?'] });
    expect((await support.call(`/api/admin/live-chat/sessions/${id}/claim`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await queueRow(id))!.handoverReason).toBe('staff_joined');
  });
});
