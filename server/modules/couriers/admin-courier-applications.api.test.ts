import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Courier applications: the list, approve (account, role, courier, set-password e-mail) and reject with a reason.
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  [admin, support] = await Promise.all([staffClient(t, 'admin'), staffClient(t, 'support')]);
});

let n = 0;
const refusal = (res: { status: number; json: Record<string, any> | null }) => ({
  status: res.status,
  message: res.json?.error?.message as string,
});
/** A pending application inserted as the apply form stores it; `birthDate` may make the applicant under 21. */
async function application(overrides: { email?: string; birthDate?: string } = {}) {
  n += 1;
  const email = overrides.email ?? `applicant${n}.${Date.now()}@example.test`;
  const [row] = await sqlRows<{ id: string }>(
    t.db,
    sql`insert into courier_applications (full_name, email, phone, borough, vehicle_type, birth_date, experience)
        values ('Riley Chen', ${email}, ${`34755${String(n).padStart(5, '0')}`}, 'Brooklyn', 'scooter',
                ${overrides.birthDate ?? '1994-05-06'}, 'Two years with a food app') returning id`,
  );
  return { id: row!.id, email };
}
const outboxTo = (email: string) =>
  sqlRows<{ template: string; subject: string; body: string }>(
    t.db,
    sql`select template, subject, body from notifications_outbox where to_address = ${email} order by id`,
  );
const auditOf = (id: string) =>
  sqlRows<{ action: string; before: any; after: any }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'courier_application' and target_id = ${id}`,
  );
const approve = (id: string, who = admin) =>
  who.call(`/api/admin/courier-applications/${id}/approve`, { method: 'POST', body: {} });
const reject = (id: string, reason: string) =>
  admin.call(`/api/admin/courier-applications/${id}/reject`, { method: 'POST', body: { reason } });

describe('courier applications', () => {
  it('lists by status in keyset pages, newest first, with one in full', async () => {
    const [a, b] = [await application(), await application()];
    const first = await support.call('/api/admin/courier-applications?status=pending&limit=1');
    expect(first.json!.applications.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const next = await support.call(
      `/api/admin/courier-applications?limit=1&cursor=${first.json!.nextCursor as string}`,
    );
    expect(next.json!.applications.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const one = await support.call(`/api/admin/courier-applications/${a.id}`);
    expect(one.json!.application).toMatchObject({
      id: a.id,
      status: 'pending',
      vehicleType: 'scooter',
      age: expect.any(Number),
    });
    expect(refusal(await approve(a.id, support)).status).toBe(403);
  });

  it('approves: creates the account without a password, the courier and the role, and e-mails a single-use link', async () => {
    const { id, email } = await application();
    const res = await approve(id);
    expect(res.json!.application).toMatchObject({
      status: 'approved',
      decidedBy: 'Jordan Lee',
      courierId: expect.any(String),
    });
    const [courier] = await sqlRows<{
      full_name: string;
      phone: string;
      vehicle_type: string;
      roles: string;
      creds: number;
    }>(
      t.db,
      sql`select c.full_name, c.phone, c.vehicle_type,
            (select string_agg(role::text, ',' order by role) from user_roles r where r.user_id = c.user_id) as roles,
            (select count(*)::int from accounts a where a.user_id = c.user_id) as creds
          from couriers c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(courier).toMatchObject({
      full_name: 'Riley Chen',
      vehicle_type: 'scooter',
      roles: 'customer,courier',
      creds: 0,
    });
    const [mail] = await outboxTo(email);
    expect(mail!.template).toBe('courier-approved');
    const token = decodeURIComponent(/set-password\?token=([^\s]+)/.exec(mail!.body)![1]!);
    const stored = await sqlRows(t.db, sql`select 1 from password_setup_tokens where token_hash = ${token}`);
    expect(stored).toEqual([]);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'courier_application.approved', before: { status: 'pending' } }),
    ]);

    const set = (password: string) =>
      client(t.app).call('/api/session/set-password', {
        method: 'POST',
        body: { token, password, confirmPassword: password },
      });
    expect(refusal(await set('password123'))).toEqual({
      status: 400,
      message: 'This password is too common. Choose one that is harder to guess.',
    });
    expect((await set('Harbor-lights-42')).json).toEqual({
      message: 'Your password is set. Sign in to the courier app.',
      app: 'courier',
    });
    expect(refusal(await set('Harbor-lights-43'))).toEqual({
      status: 400,
      message: 'This link is invalid or has expired. Ask support for a new one.',
    });
    const courierApp = client(t.app);
    const signIn = await courierApp.call('/api/session/sign-in', {
      method: 'POST',
      body: { email, password: 'Harbor-lights-42' },
    });
    expect(signIn.status).toBe(200);
    expect((await courierApp.call('/api/courier/me')).json!.courier).toMatchObject({
      fullName: 'Riley Chen',
      deactivated: false,
    });
  });

  it('links an existing account and tells it to sign in with its password', async () => {
    const existing = newCustomer();
    await signUpAndSignIn(client(t.app), existing);
    const { id } = await application({ email: existing.email });
    expect((await approve(id)).status).toBe(200);
    const mails = await outboxTo(existing.email);
    expect(mails.at(-1)!.body).toContain("with your account's password");
    expect(mails.at(-1)!.body).not.toContain('set-password');
  });

  it('refuses to decide twice', async () => {
    const { id } = await application();
    await approve(id);
    expect(refusal(await approve(id))).toEqual({
      status: 409,
      message: ADMIN_COURIER_MESSAGES.alreadyDecided,
    });
    expect(refusal(await reject(id, 'Changed our mind'))).toEqual({
      status: 409,
      message: ADMIN_COURIER_MESSAGES.alreadyDecided,
    });
  });

  it('never approves someone under 21 today in New York, in the service nor in the database', async () => {
    const today = new Date();
    const young = `${today.getUTCFullYear() - 20}-01-01`;
    const { id } = await application({ birthDate: young });
    expect(refusal(await approve(id))).toEqual({ status: 422, message: ADMIN_COURIER_MESSAGES.under21 });
    await expect(
      t.db.execute(sql`update courier_applications set status = 'approved' where id = ${id}`),
    ).rejects.toThrow();
    const [row] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from courier_applications where id = ${id}`,
    );
    expect(row!.status).toBe('pending');
    expect(
      await sqlRows(
        t.db,
        sql`select 1 from couriers c join courier_applications a on a.phone = c.phone where a.id = ${id}`,
      ),
    ).toEqual([]);
  });

  it('rejects with a reason, e-mailed and audited; a reason is required', async () => {
    const { id, email } = await application();
    expect(refusal(await reject(id, 'x')).message).toBe('Give a reason of at least 3 characters');
    const res = await reject(id, 'Your licence could not be verified');
    expect(res.json!.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Your licence could not be verified',
    });
    expect((await outboxTo(email))[0]).toMatchObject({
      template: 'courier-rejected',
      body: expect.stringContaining('Your licence could not be verified'),
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'courier_application.rejected',
        after: { status: 'rejected', rejectionReason: 'Your licence could not be verified' },
      }),
    ]);
  });
});
