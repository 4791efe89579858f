import { describe, expect, it } from 'vitest';
import { LicenseNumberSchema, PartnerApplicationSchema } from './partner-schemas.ts';

describe('LicenseNumberSchema', () => {
  it.each(['OCM-AUCP-2024-000342', 'ocm-aucp-2024-000342', ' OCM-CAURD-23-0042 ', 'OCM-RD-1'])(
    'takes %j, upper-case',
    (value) => {
      expect(LicenseNumberSchema.parse(value)).toBe(value.trim().toUpperCase());
    },
  );

  it.each([
    'AUCP-2024-000342',
    'OCM-',
    'OCM-2024',
    'OCM--2024-1',
    'OCM-AUCP-2024-0003421234567',
    'OCM_AUCP_2024',
  ])('refuses %j', (value) => {
    expect(LicenseNumberSchema.safeParse(value).success).toBe(false);
  });
});

describe('PartnerApplicationSchema', () => {
  it('keeps the phone digits and refuses unknown fields', () => {
    const form = {
      shopName: 'Harbor Leaf',
      licenseNumber: 'OCM-AUCP-2024-000342',
      street: '88 Atlantic Avenue',
      zip: '11201',
      contactName: 'Dana Morales',
      email: 'dana@example.test',
      phone: '(718) 555-0142',
    };
    expect(PartnerApplicationSchema.parse(form).phone).toBe('7185550142');
    expect(PartnerApplicationSchema.safeParse({ ...form, role: 'admin' }).success).toBe(false);
  });
});
