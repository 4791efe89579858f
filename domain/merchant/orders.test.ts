import { describe, expect, it } from 'vitest';
import { boardColumnOf, nextShopAction, RejectOrderSchema, shopMayReject } from './orders.ts';

describe("the shop's orders", () => {
  it('puts each status in its column and offers the one next step', () => {
    expect(boardColumnOf('pending')).toBe('new');
    expect(boardColumnOf('confirmed')).toBe('preparing');
    expect(boardColumnOf('preparing')).toBe('preparing');
    expect(boardColumnOf('ready')).toBe('ready');
    expect(boardColumnOf('in_transit')).toBe('out');
    expect(boardColumnOf('delivered')).toBeNull();
    expect(nextShopAction('pending')).toBe('accept');
    expect(nextShopAction('confirmed')).toBe('start-preparing');
    expect(nextShopAction('preparing')).toBe('ready');
    expect(nextShopAction('ready')).toBeNull();
    expect(shopMayReject('preparing')).toBe(true);
    expect(shopMayReject('ready')).toBe(false);
  });

  it('asks for a reason of 3 to 300 characters to reject, trimmed', () => {
    const message = (input: unknown) => RejectOrderSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({})).toBe('Give a reason for rejecting the order');
    expect(message({ reason: '  ok ' })).toBe('The reason must be at least 3 characters');
    expect(message({ reason: 'x'.repeat(301) })).toBe('The reason must be at most 300 characters');
    expect(RejectOrderSchema.parse({ reason: ' An item is out of stock ' })).toEqual({
      reason: 'An item is out of stock',
    });
  });
});
