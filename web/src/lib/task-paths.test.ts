import { describe, expect, it } from 'vitest';
import { isCheckoutFlow, taskPage } from './task-paths.ts';

describe('taskPage', () => {
  it('names the buying pages', () => {
    expect(taskPage('/product/abc-123')).toBe('product');
    expect(taskPage('/cart')).toBe('cart');
    expect(taskPage('/checkout')).toBe('checkout');
    expect(taskPage('/order-confirmation')).toBe('checkout');
  });

  it('leaves browsing pages alone', () => {
    for (const path of [
      '/',
      '/faq',
      '/giveaway/nyc-biggest-flower',
      '/products',
      '/cartography',
      '/product',
    ]) {
      expect(taskPage(path)).toBeNull();
    }
  });

  it('treats only checkout and its confirmation as the focused flow', () => {
    expect(isCheckoutFlow('/checkout')).toBe(true);
    expect(isCheckoutFlow('/order-confirmation')).toBe(true);
    expect(isCheckoutFlow('/cart')).toBe(false);
    expect(isCheckoutFlow('/checkouts')).toBe(false);
  });
});
