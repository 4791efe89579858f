import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { recordAudit } from './audit.service.ts';

const t = useTestApp();

const count = async () =>
  (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_logs`))[0]!.n;

/** The database's own refusal, whichever driver reports it. */
async function refusal(query: ReturnType<typeof sql>) {
  try {
    await t.db.execute(query);
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe('the audit log', () => {
  it('keeps who, in which role, from where, before and after', async () => {
    await recordAudit(t.db, {
      actorUserId: null,
      actorRole: 'admin',
      action: 'settings.updated',
      targetType: 'settings',
      targetId: 'deliveryFees',
      before: { manhattan: 500 },
      after: { manhattan: 700 },
      ip: '203.0.113.7',
      userAgent: 'Browser/1.0',
      requestId: 'req-1',
    });
    const [row] = await sqlRows<Record<string, unknown>>(
      t.db,
      sql`select actor_role, before, after, ip, user_agent, request_id from audit_logs where request_id = 'req-1'`,
    );
    expect(row).toEqual({
      actor_role: 'admin',
      before: { manhattan: 500 },
      after: { manhattan: 700 },
      ip: '203.0.113.7',
      user_agent: 'Browser/1.0',
      request_id: 'req-1',
    });
  });

  it('is append-only in the database itself: updates, deletes and truncation are refused', async () => {
    await recordAudit(t.db, { actorUserId: null, action: 'x.done', targetType: 'x', targetId: '1' });
    const before = await count();
    expect(await refusal(sql`update audit_logs set action = 'x.undone'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_logs`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_logs`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(before);
    const actions = await sqlRows<{ action: string }>(
      t.db,
      sql`select action from audit_logs where target_id = '1'`,
    );
    expect(actions).toEqual([{ action: 'x.done' }]);
  });
});
