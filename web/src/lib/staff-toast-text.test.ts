import { describe, expect, it } from 'vitest';
import { couldNotText, orderNowText } from './staff-toast-text.ts';

describe('staff toast wording', () => {
  it('says where an order is now, in a sentence', () => {
    expect(orderNowText('NYM-AM46YA', 'preparing')).toBe('Order NYM-AM46YA is being prepared');
    expect(orderNowText('NYM-AM46YA', 'confirmed')).toBe('Order NYM-AM46YA is confirmed');
    expect(orderNowText('NYM-AM46YA', 'ready')).toBe('Order NYM-AM46YA is ready for pickup');
  });

  it('says what could not be done and why, with the server’s words', () => {
    expect(couldNotText('save the coupon', new Error('The code is already used.'))).toBe(
      "Couldn't save the coupon: the code is already used",
    );
    expect(couldNotText('reset the PIN', new Error('PIN reset is not allowed now'))).toBe(
      "Couldn't reset the PIN: PIN reset is not allowed now",
    );
    expect(couldNotText('claim the chat', new Error(''))).toBe("Couldn't claim the chat. Please try again.");
    expect(couldNotText('claim the chat')).toBe("Couldn't claim the chat. Please try again.");
  });
});
