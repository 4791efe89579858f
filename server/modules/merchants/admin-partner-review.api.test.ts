import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The admin's review of partner applications: approve (shop, owner, membership, set-password e-mail), reject.
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  [admin, support] = await Promise.all([staffClient(t, 'admin'), staffClient(t, 'support')]);
});

let n = 0;
const run = String(Date.now()).slice(-8);
const refusal = (res: { status: number; json: Record<string, any> | null }) => ({
  status: res.status,
  message: res.json?.error?.message as string,
});
/** A pending application sent through the public form. */
async function application(overrides: { email?: string; shopName?: string; licenseNumber?: string } = {}) {
  n += 1;
  const body = {
    shopName: overrides.shopName ?? 'Harbor Leaf Dispensary',
    licenseNumber: overrides.licenseNumber ?? `OCM-AUCP-${run}-${n}`,
    street: '88 Atlantic Avenue',
    zip: '11201',
    contactName: 'Dana Morales',
    email: overrides.email ?? `dana.${run}.${n}@example.test`,
    phone: '7185550142',
  };
  const res = await client(t.app).call('/api/partner-applications', { method: 'POST', body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  const [row] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from merchant_applications where email = ${body.email.toLowerCase()} and status = 'pending'`,
  );
  return { id: row!.id, ...body };
}
const outboxTo = (email: string) =>
  sqlRows<{ template: string; body: string }>(
    t.db,
    sql`select template, body from notifications_outbox where to_address = ${email.toLowerCase()} order by id`,
  );
const auditOf = (id: string) =>
  sqlRows<{ action: string; before: any; after: any }>(
    t.db,
    sql`select action, before, after from audit_logs where target_id = ${id} order by id`,
  );
const approve = (id: string, who: Pick<typeof admin, 'call'> = admin) =>
  who.call(`/api/admin/partner-applications/${id}/approve`, { method: 'POST', body: {} });
const reject = (id: string, reason: string) =>
  admin.call(`/api/admin/partner-applications/${id}/reject`, { method: 'POST', body: { reason } });

describe('partner applications (admin)', () => {
  it('lists by status in keyset pages, newest first, with one in full', async () => {
    const [a, b] = [await application(), await application()];
    const first = await admin.call('/api/admin/partner-applications?status=pending&limit=1');
    expect(first.json!.applications.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const next = await admin.call(
      `/api/admin/partner-applications?limit=1&cursor=${first.json!.nextCursor as string}`,
    );
    expect(next.json!.applications.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const one = await admin.call(`/api/admin/partner-applications/${a.id}`);
    expect(one.json!.application).toMatchObject({
      id: a.id,
      status: 'pending',
      borough: 'Brooklyn',
      neighborhood: 'Brooklyn Heights',
    });
  });

  it('approves: the shop, the owner without a password, the membership, a set-password e-mail; the owner reaches the portal', async () => {
    const app = await application({ shopName: 'Harbor Leaf Dispensary' });
    const res = await approve(app.id);
    expect(res.json!.application).toMatchObject({ status: 'approved', shopId: expect.any(String) });
    const shopId = res.json!.application.shopId as string;
    const [shop] = await sqlRows<Record<string, unknown>>(
      t.db,
      sql`select slug, name, license_number, borough, neighborhood, is_active, phone, opening_hours->'1' as monday
          from merchants where id = ${shopId}`,
    );
    expect(shop).toMatchObject({
      slug: expect.stringMatching(/^harbor-leaf-dispensary(-\d+)?$/),
      name: 'Harbor Leaf Dispensary',
      license_number: app.licenseNumber,
      borough: 'Brooklyn',
      neighborhood: 'Brooklyn Heights',
      is_active: true,
      phone: '7185550142',
      monday: { opens: '10:00', closes: '22:00' },
    });
    const [owner] = await sqlRows<{ role: string; roles: string; creds: number }>(
      t.db,
      sql`select m.role,
            (select string_agg(role::text, ',' order by role) from user_roles r where r.user_id = u.id) as roles,
            (select count(*)::int from accounts a where a.user_id = u.id) as creds
          from users u join merchant_members m on m.user_id = u.id where u.email = ${app.email}`,
    );
    expect(owner).toEqual({ role: 'owner', roles: 'customer,merchant', creds: 0 });
    const mail = (await outboxTo(app.email)).at(-1)!;
    expect(mail.template).toBe('partner-approved');
    expect((await auditOf(app.id)).map((a) => a.action)).toEqual(['partner_application.approved']);

    const token = decodeURIComponent(/set-password\?token=([^\s&]+)/.exec(mail.body)![1]!);
    const set = await client(t.app).call('/api/session/set-password', {
      method: 'POST',
      body: { token, password: 'Harbor-lights-42', confirmPassword: 'Harbor-lights-42' },
    });
    expect(set.status).toBe(200);
    const owner2 = client(t.app);
    await owner2.call('/api/session/sign-in', {
      method: 'POST',
      body: { email: app.email, password: 'Harbor-lights-42' },
    });
    const me = await owner2.call('/api/merchant/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ shopId, shopName: 'Harbor Leaf Dispensary', shopRole: 'owner' });

    // A second shop with the same name gets its own slug; the same licence is refused.
    const twin = await application({ shopName: 'Harbor Leaf Dispensary' });
    const second = await approve(twin.id);
    const slugs = await sqlRows<{ slug: string }>(
      t.db,
      sql`select slug from merchants where id in (${shopId}, ${second.json!.application.shopId as string})`,
    );
    expect(new Set(slugs.map((s) => s.slug)).size).toBe(2);
    // An application sent before a shop took the licence (the form refuses it since).
    const [copy] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into merchant_applications (shop_name, license_number, street, zip, contact_name, email, phone)
          values ('Copy Shop', ${app.licenseNumber}, '1 Main Street', '11201', 'Cy Copy',
                  ${`copy.${run}@example.test`}, '7185550100') returning id`,
    );
    expect(refusal(await approve(copy!.id))).toEqual({ status: 409, message: PARTNER_MESSAGES.licenseTaken });
  });

  it('links an existing customer account and tells it to sign in with its password', async () => {
    const existing = newCustomer();
    await signUpAndSignIn(client(t.app), existing);
    const app = await application({ email: existing.email });
    expect((await approve(app.id)).status).toBe(200);
    const mail = (await outboxTo(existing.email)).at(-1)!;
    expect(mail.body).toContain("with your account's password");
    expect(mail.body).not.toContain('set-password');
  });

  it('refuses an account that already works for a shop, or belongs to staff or a courier', async () => {
    const first = await application();
    await approve(first.id);
    const again = await application({ email: first.email });
    expect(refusal(await approve(again.id))).toEqual({
      status: 409,
      message: PARTNER_MESSAGES.alreadyInShop,
    });
    const staffer = await application({ email: support.email });
    expect(refusal(await approve(staffer.id))).toEqual({
      status: 409,
      message: PARTNER_MESSAGES.staffAccount,
    });
    const [row] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from merchant_applications where id = ${staffer.id}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('rejects with a reason, e-mailed and audited; a reason is required; decided twice is a 409', async () => {
    const app = await application();
    expect(refusal(await reject(app.id, 'x')).message).toBe('Give a reason of at least 3 characters');
    const res = await reject(app.id, 'Your licence could not be verified with the OCM');
    expect(res.json!.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Your licence could not be verified with the OCM',
      decidedBy: 'Jordan Lee',
    });
    expect((await outboxTo(app.email)).at(-1)).toMatchObject({
      template: 'partner-rejected',
      body: expect.stringContaining('Your licence could not be verified with the OCM'),
    });
    expect(await auditOf(app.id)).toEqual([
      expect.objectContaining({
        action: 'partner_application.rejected',
        before: { status: 'pending' },
        after: { status: 'rejected', rejectionReason: 'Your licence could not be verified with the OCM' },
      }),
    ]);
    expect(refusal(await approve(app.id))).toEqual({ status: 409, message: PARTNER_MESSAGES.alreadyDecided });
    expect(refusal(await reject(app.id, 'Again'))).toEqual({
      status: 409,
      message: PARTNER_MESSAGES.alreadyDecided,
    });
  });

  it('refuses support, merchants and customers', async () => {
    const app = await application();
    const merchant = await staffClient(t, 'merchant');
    const customer = client(t.app);
    await signUpAndSignIn(customer);
    for (const who of [support, merchant, customer]) {
      expect((await approve(app.id, who)).status).toBe(403);
      expect((await who.call('/api/admin/partner-shops')).status).toBe(403);
    }
  });
});
