import { describe, expect, it } from 'vitest';
import { shortCustomerName } from './merchant-orders.service.ts';

describe('what the shop learns of who ordered', () => {
  it('is a first name and the last name initial', () => {
    expect(shortCustomerName('Dana Whitfield')).toBe('Dana W.');
    expect(shortCustomerName('  Dana Marie  de la cruz ')).toBe('Dana C.');
    expect(shortCustomerName('Prince')).toBe('Prince');
    expect(shortCustomerName('   ')).toBe('Customer');
  });
});
