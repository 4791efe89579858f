import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestChat } from '#server/test-support/chat-sessions.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Transcripts: full text over the lines (stemmed), the e-mail / guest label, status, keyset pages and the plan.
const t = useTestApp();
let support: Awaited<ReturnType<typeof staffClient>>;
const list = (query: string) => support.call(`/api/admin/live-chat/sessions?${query}`);
const ids = (res: { json?: unknown }) =>
  (res.json as { sessions: { id: string }[] }).sessions.map((s) => s.id);

beforeAll(async () => {
  support = await staffClient(t, 'support');
});

describe('transcript search', () => {
  it("finds a chat by a stemmed word ('delivered' finds 'delivery'), by e-mail and by guest label", async () => {
    const hit = await insertTestChat(t.db, {
      lines: ['Is same-day delivery possible in Astoria?'],
      contactEmail: 'Astoria.Fan@example.test',
    });
    const miss = await insertTestChat(t.db, { mode: 'ai', lines: ['Do you sell pre-rolls?'] });
    expect(ids(await list('q=delivered'))).toContain(hit);
    expect(ids(await list('q=delivered'))).not.toContain(miss);
    expect(ids(await list('q=astoria.fan@'))).toEqual([hit]);
    const { guestLabel } = (await list('q=delivered')).json!.sessions.find(
      (s: { id: string }) => s.id === hit,
    );
    expect(ids(await list(`q=${guestLabel}`))).toEqual([hit]);
    expect(ids(await list('q=pre-rolls&status=closed'))).toEqual([]);
    expect(ids(await list('q=pre-rolls&status=active'))).toEqual([miss]);
  });

  it('walks every chat newest first in keyset pages', async () => {
    for (let i = 0; i < 32; i += 1) await insertTestChat(t.db, { mode: 'ai', lines: [`Page line ${i}`] });
    const first = await list('');
    expect(first.json!.sessions).toHaveLength(30);
    const second = await list(`cursor=${first.json!.nextCursor}`);
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(all.length);
    const bad = await list('cursor=garbage');
    expect(bad.status).toBe(400);
  });

  it('searches the lines through the GIN index and pages on the recent index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      for (const off of ['seqscan', 'sort']) await tx.execute(sql.raw(`set local enable_${off} = off`));
      const rows = await sqlRows<{ 'QUERY PLAN': string }>(
        tx as unknown as TestApp['db'],
        sql`explain select s.id from chat_sessions s
            where exists (select 1 from chat_messages m where m.session_id = s.id
              and to_tsvector('english', m.message) @@ to_tsquery('english', 'delivered:*'))
            order by s.last_message_at desc, s.id desc limit 31`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/chat_messages_search_idx/);
    expect(plan).toMatch(/chat_sessions_recent_idx/);
  });

  it('finds by e-mail and guest label through their own indexes', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const rows = await sqlRows<{ 'QUERY PLAN': string }>(
        tx as unknown as TestApp['db'],
        sql`explain select s.id from chat_sessions s
            where s.user_id = any(array(select u.id from users u where lower(u.email) like 'astoria%'))
              or lower(s.contact_email) like 'astoria%' or s.guest_id = 'guest_1'`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/chat_sessions_contact_email_idx/);
    expect(plan).toMatch(/chat_sessions_guest_label_idx/);
  });
});
