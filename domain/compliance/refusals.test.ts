import { describe, expect, it } from 'vitest';
import { concentrateLimitMessage, flowerLimitMessage } from './limits.ts';
import { refusalRule } from './refusals.ts';

describe('refusalRule', () => {
  it.each([
    ['checkout', { code: 'zip_not_served', message: '' }, 'delivery_area'],
    ['checkout', { code: 'under_age', message: '' }, 'age'],
    ['checkout', { code: 'validation_error', message: '', fields: { ageAttested: 'x' } }, 'age'],
    ['checkout', { code: 'store_closed', message: '' }, 'hours'],
    ['checkout', { code: 'delivery_window', message: '' }, 'hours'],
    ['checkout', { code: 'purchase_limit', message: flowerLimitMessage() }, 'purchase_limit_flower'],
    [
      'checkout',
      { code: 'purchase_limit', message: concentrateLimitMessage() },
      'purchase_limit_concentrate',
    ],
    ['checkout', { code: 'out_of_stock', message: '' }, null],
    ['checkout', { code: 'validation_error', message: '', fields: { email: 'x' } }, null],
    ['sign_up', { code: 'validation_error', message: '', fields: { ageConfirmed: 'x' } }, 'signup_age'],
    ['sign_up', { code: 'validation_error', message: '', fields: { email: 'x' } }, null],
    ['sign_up', { code: 'validation_error', message: '', fields: { email: 'x', ageConfirmed: 'x' } }, null],
    ['courier_application', { code: 'under_21', message: '' }, 'application_age'],
    ['courier_accept', { code: 'carry_limit', message: '' }, 'carry_limit'],
    ['dispatch_assign', { code: 'carry_limit', message: '' }, 'carry_limit'],
    ['dispatch_assign', { code: 'courier_offline', message: '' }, null],
  ] as const)('%s %o → %s', (surface, answer, rule) => {
    expect(refusalRule(surface, answer)).toBe(rule);
  });
});
