import { describe, expect, it } from 'vitest';
import { CheckoutSchema, TrackLookupSchema } from './checkout.schemas.ts';

const validBody = {
  fullName: '  Ada Lovelace ',
  email: ' ada@example.com ',
  phone: '(212) 555-0100',
  birthDate: '1990-01-31',
  street: ' 1 Main St ',
  zip: '11201',
  residential: true,
  deliveryTime: 'asap',
  paymentMethod: 'debit',
  couponCode: 'save-10',
  ageAttested: true,
};

const MISSING = Symbol('missing');

/** The body with one field replaced, or removed when `value` is MISSING. */
function withField(field: string, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { ...validBody };
  if (value === MISSING) delete body[field];
  else body[field] = value;
  return body;
}

/** Messages of every issue, by field path. */
function errorsOf(schema: typeof CheckoutSchema | typeof TrackLookupSchema, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('CheckoutSchema', () => {
  it('accepts a valid body and normalises it', () => {
    expect(CheckoutSchema.parse(validBody)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '2125550100',
      birthDate: '1990-01-31',
      street: '1 Main St',
      apartment: '',
      zip: '11201',
      residential: true,
      deliveryTime: 'asap',
      note: '',
      paymentMethod: 'debit',
      couponCode: 'SAVE-10',
      ageAttested: true,
      saveAddress: false,
    });
  });

  it('keeps the optional fields it is given', () => {
    const parsed = CheckoutSchema.parse({
      ...validBody,
      apartment: ' 4B ',
      note: ' Ring twice ',
      saveAddress: true,
      paymentMethod: 'cash',
      couponCode: undefined,
      deliveryTime: '2026-11-23T15:00:00-05:00',
    });
    expect(parsed).toMatchObject({
      apartment: '4B',
      note: 'Ring twice',
      saveAddress: true,
      paymentMethod: 'cash',
      couponCode: '',
      deliveryTime: '2026-11-23T15:00:00-05:00',
    });
  });

  it.each([
    ['a UTC instant', '2026-11-23T20:00:00Z'],
    ['an instant with milliseconds', '2026-11-23T20:00:00.000Z'],
    ['an instant with an offset', '2026-07-15T14:00:00-04:00'],
  ])('accepts a delivery time given as %s', (_name, deliveryTime) => {
    expect(CheckoutSchema.safeParse(withField('deliveryTime', deliveryTime)).success).toBe(true);
  });

  it.each([
    ['a leap day', '2004-02-29'],
    ['1 January 1900', '1900-01-01'],
    ['a date with spaces around it', ' 1990-01-31 '],
  ])('accepts a birth date on %s', (_name, birthDate) => {
    expect(CheckoutSchema.safeParse(withField('birthDate', birthDate)).success).toBe(true);
  });

  it.each([
    ['fullName', MISSING, 'Full name is required'],
    ['fullName', '   ', 'Full name is required'],
    ['fullName', 'A'.repeat(100), 'Full name must be less than 100 characters'],
    ['email', MISSING, 'Email is required'],
    ['email', '', 'Email is required'],
    ['email', 'ada.example.com', 'Invalid email format'],
    ['phone', MISSING, 'Phone number is required'],
    ['phone', '555-0100', 'Phone must be 10 digits'],
    ['phone', '+1 (212) 555-0100', 'Phone must be 10 digits'],
    ['birthDate', MISSING, 'Date of birth is required'],
    ['birthDate', '', 'Date of birth is required'],
    ['birthDate', '01/31/1990', 'Enter your date of birth as YYYY-MM-DD'],
    ['birthDate', '2005-02-30', 'Enter a real date of birth'],
    ['birthDate', '2005-02-29', 'Enter a real date of birth'],
    ['birthDate', '2005-13-01', 'Enter a real date of birth'],
    ['birthDate', '1899-12-31', 'Enter a real date of birth'],
    ['street', MISSING, 'Street address is required'],
    ['street', '  ', 'Street address is required'],
    ['street', 'x'.repeat(201), 'Street address must be at most 200 characters'],
    ['apartment', 'x'.repeat(51), 'Apartment must be at most 50 characters'],
    ['zip', MISSING, 'ZIP code is required'],
    ['zip', '', 'ZIP code is required'],
    ['zip', '1120', 'ZIP code must be 5 digits'],
    ['zip', '11201-1234', 'ZIP code must be 5 digits'],
    ['zip', 'ABCDE', 'ZIP code must be 5 digits'],
    ['residential', MISSING, 'Confirm this is a residential address'],
    ['residential', false, 'Confirm this is a residential address'],
    ['residential', 'true', 'Confirm this is a residential address'],
    ['deliveryTime', MISSING, 'Choose a delivery time'],
    ['deliveryTime', '', 'Choose a delivery time'],
    ['deliveryTime', 'ASAP', 'Choose a delivery time'],
    ['deliveryTime', 'tomorrow', 'Choose a delivery time'],
    ['deliveryTime', '2026-11-23T15:00', 'Choose a delivery time'],
    ['deliveryTime', '2026-11-23', 'Choose a delivery time'],
    ['paymentMethod', MISSING, 'Choose how you will pay'],
    ['paymentMethod', 'card', 'Choose how you will pay'],
    ['paymentMethod', 'Cash', 'Choose how you will pay'],
    ['couponCode', 'SAVE 10', 'Coupon codes use letters and numbers only'],
    ['couponCode', 'X'.repeat(41), 'Coupon code is too long'],
    ['note', 'x'.repeat(501), 'Note must be at most 500 characters'],
    ['ageAttested', MISSING, 'You must confirm you are 21 or older'],
    ['ageAttested', false, 'You must confirm you are 21 or older'],
    ['ageAttested', 'yes', 'You must confirm you are 21 or older'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    const errors = errorsOf(CheckoutSchema, withField(field, value));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toContain(message);
  });

  it('reports every missing required field at once', () => {
    expect(errorsOf(CheckoutSchema, {})).toEqual({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
      birthDate: ['Date of birth is required'],
      street: ['Street address is required'],
      zip: ['ZIP code is required'],
      residential: ['Confirm this is a residential address'],
      deliveryTime: ['Choose a delivery time'],
      paymentMethod: ['Choose how you will pay'],
      ageAttested: ['You must confirm you are 21 or older'],
    });
  });

  it('refuses unknown fields', () => {
    const result = CheckoutSchema.safeParse({ ...validBody, role: 'admin', totalCents: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['role', 'totalCents'],
    });
  });

  it('refuses guest items that are not valid cart lines', () => {
    const errors = errorsOf(
      CheckoutSchema,
      withField('items', [{ productId: 'not-a-uuid', quantity: 0, selectedWeight: '3.5g' }]),
    );
    expect(errors['items.0.productId']).toEqual(['Unknown product']);
    expect(errors['items.0.quantity']).toEqual(['Quantity must be at least 1']);
  });
});

describe('TrackLookupSchema', () => {
  it('accepts and trims a reference and a contact', () => {
    expect(TrackLookupSchema.parse({ reference: ' NYM-1234 ', contact: ' ada@example.com ' })).toEqual({
      reference: 'NYM-1234',
      contact: 'ada@example.com',
    });
  });

  it('asks for both fields when they are missing or blank', () => {
    const messages = {
      reference: ['Enter your order number or tracking code'],
      contact: ['Enter the e-mail or phone used for the order'],
    };
    expect(errorsOf(TrackLookupSchema, {})).toEqual(messages);
    expect(errorsOf(TrackLookupSchema, { reference: '  ', contact: '' })).toEqual(messages);
  });

  it('does not recognise an overlong reference', () => {
    expect(errorsOf(TrackLookupSchema, { reference: 'X'.repeat(41), contact: '2125550100' })).toEqual({
      reference: ['Order number or tracking code not recognised'],
    });
  });

  it('refuses unknown fields', () => {
    const errors = errorsOf(TrackLookupSchema, { reference: 'NYM-1', contact: '2125550100', orderId: 'x' });
    expect(Object.keys(errors)).toEqual(['']);
  });
});
