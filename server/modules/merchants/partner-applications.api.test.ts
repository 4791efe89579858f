import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES, type PartnerApplicationInput } from '#domain/merchant/partner-schemas.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The public partner application of /partner-shops: validation, one pending per licence and e-mail, the receipt.
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

let n = 0;
const run = String(Date.now()).slice(-8);
const form = (overrides: Partial<PartnerApplicationInput> = {}): PartnerApplicationInput => {
  n += 1;
  return {
    shopName: 'Harbor Leaf Dispensary',
    licenseNumber: `ocm-aucp-${run}-${n}`,
    street: '88 Atlantic Avenue',
    zip: '11201',
    contactName: 'Dana Morales',
    email: `dana.${run}.${n}@example.test`,
    phone: '(718) 555-0142',
    ...overrides,
  };
};
const apply = (body: unknown) => client(t.app).call('/api/partner-applications', { method: 'POST', body });
const refusal = (res: { status: number; json: Record<string, any> | null }) => ({
  status: res.status,
  message: res.json?.error?.message as string,
  fields: res.json?.error?.fields as Record<string, string> | undefined,
});

describe('POST /api/partner-applications', () => {
  it('stores a valid application (licence upper-case, phone digits, e-mail lower-case) and e-mails a receipt', async () => {
    const body = form({ email: `Dana.Upper.${run}@Example.test` });
    const res = await apply(body);
    expect(res.json).toEqual({ message: PARTNER_MESSAGES.received });
    expect(res.status).toBe(201);
    const [row] = await sqlRows<Record<string, string>>(
      t.db,
      sql`select license_number, phone, email, status from merchant_applications where email = ${body.email.toLowerCase()}`,
    );
    expect(row).toEqual({
      license_number: body.licenseNumber.toUpperCase(),
      phone: '7185550142',
      email: body.email.toLowerCase(),
      status: 'pending',
    });
    const mails = await sqlRows<{ template: string; body: string }>(
      t.db,
      sql`select template, body from notifications_outbox where to_address = ${body.email.toLowerCase()}`,
    );
    expect(mails).toEqual([
      { template: 'partner-received', body: expect.stringContaining(body.licenseNumber.toUpperCase()) },
    ]);
  });

  it.each([
    ['shopName', '', 'Shop name is required'],
    ['licenseNumber', '', 'Licence number is required'],
    [
      'licenseNumber',
      'AUCP-2024-1',
      'Enter the licence number as the OCM issued it, e.g. OCM-AUCP-2024-000123',
    ],
    ['licenseNumber', 'OCM-1', 'Enter the licence number as the OCM issued it, e.g. OCM-AUCP-2024-000123'],
    ['street', '', 'Street address is required'],
    ['zip', '', 'ZIP code is required'],
    ['zip', '1120', 'ZIP code must be 5 digits'],
    [
      'zip',
      '10301',
      'ZIP 10301 is outside our delivery area. We deliver only to Manhattan, Brooklyn and Queens',
    ],
    ['contactName', '', 'Full name is required'],
    ['email', 'dana@', 'Invalid email format'],
    ['phone', '555-0142', 'Phone must be 10 digits'],
  ] as const)('refuses %s %j: %s', async (field, value, message) => {
    const before = await sqlRows(t.db, sql`select count(*)::int as n from merchant_applications`);
    const res = await apply(form({ [field]: value }));
    expect(refusal(res)).toMatchObject({ status: 400, fields: { [field]: message } });
    expect(await sqlRows(t.db, sql`select count(*)::int as n from merchant_applications`)).toEqual(before);
  });

  it('answers 409 for a second pending application with the same licence or e-mail, never a 500', async () => {
    const first = form();
    expect((await apply(first)).status).toBe(201);
    expect(refusal(await apply(form({ licenseNumber: first.licenseNumber.toUpperCase() })))).toMatchObject({
      status: 409,
      message: PARTNER_MESSAGES.duplicateLicense,
    });
    expect(refusal(await apply(form({ email: first.email.toUpperCase() })))).toMatchObject({
      status: 409,
      message: PARTNER_MESSAGES.duplicateEmail,
    });
    // Two at once: the unique partial indexes keep one, the other is a 409.
    const twin = form();
    const answers = await Promise.all([apply(twin), apply(twin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('refuses a licence a partner shop already holds', async () => {
    expect(refusal(await apply(form({ licenseNumber: 'ocm-aucp-2023-000187' })))).toMatchObject({
      status: 409,
      message: PARTNER_MESSAGES.licenseTaken,
    });
  });

  it('lets the licence apply again once its application was decided', async () => {
    const first = form();
    await apply(first);
    await t.db.execute(
      sql`update merchant_applications set status = 'rejected' where email = ${first.email.toLowerCase()}`,
    );
    expect((await apply({ ...first })).status).toBe(201);
  });
});
