import { describe, expect, it } from 'vitest';
import {
  browsedEnough,
  goodMoment,
  isBrowsing,
  NO_BROWSING,
  pageViewed,
  PROMPT_TIMING,
  quietPath,
  timeInView,
  type Browsing,
  type PromptMoment,
} from './signup-prompt-rules.ts';

const seconds = (b: Browsing, n: number) => timeInView(b, n * 1000);
const views = (n: number) => Array.from({ length: n }).reduce<Browsing>((b) => pageViewed(b), NO_BROWSING);

describe('browsedEnough', () => {
  it('is due after 45 s in view on one page', () => {
    const first = views(1);
    expect(browsedEnough(seconds(first, 44))).toBe(false);
    expect(browsedEnough(seconds(first, 45))).toBe(true);
  });

  it('is due on the third page view, once that page has been in view for 2 s', () => {
    expect(browsedEnough(seconds(views(2), 10))).toBe(false);
    expect(browsedEnough(views(3))).toBe(false);
    expect(browsedEnough(seconds(views(3), 1))).toBe(false);
    expect(browsedEnough(seconds(views(3), 2))).toBe(true);
  });

  it('counts time across pages, and a new page always gets its moment first', () => {
    const browsed = pageViewed(seconds(views(1), 50));
    expect(browsed).toEqual({ visibleMs: 50_000, pageViews: 2, onPageMs: 0 });
    expect(browsedEnough(browsed)).toBe(false);
    expect(browsedEnough(seconds(browsed, PROMPT_TIMING.settleMs / 1000))).toBe(true);
  });
});

describe('goodMoment', () => {
  const calm: PromptMoment = {
    ageVerified: true,
    pathname: '/product/abc',
    tabVisible: true,
    overlayOpen: false,
    typing: false,
  };

  it('is a browsing page with nothing else going on', () => {
    expect(goodMoment(calm)).toBe(true);
    expect(goodMoment({ ...calm, pathname: '/' })).toBe(true);
  });

  it.each([
    ['before the age gate is passed', { ageVerified: false }],
    ['in a hidden tab', { tabVisible: false }],
    ['over another dialog', { overlayOpen: true }],
    ['while the guest types', { typing: true }],
    ['on the cart', { pathname: '/cart' }],
    ['during checkout', { pathname: '/checkout' }],
    ['on the order confirmation', { pathname: '/order-confirmation' }],
    ['on a password page', { pathname: '/reset-password' }],
  ])('is never %s', (_, change) => {
    expect(goodMoment({ ...calm, ...change })).toBe(false);
  });
});

describe('quietPath', () => {
  it('matches whole path segments only', () => {
    expect(quietPath('/checkout/')).toBe(true);
    expect(quietPath('/cart')).toBe(true);
    expect(quietPath('/cartography')).toBe(false);
    expect(quietPath('/blog/cart-tips')).toBe(false);
  });
});

describe('isBrowsing', () => {
  it('accepts a stored progress and nothing else', () => {
    expect(isBrowsing({ visibleMs: 3000, pageViews: 1, onPageMs: 3000 })).toBe(true);
    expect(isBrowsing({ visibleMs: '3000', pageViews: 1, onPageMs: 0 })).toBe(false);
    expect(isBrowsing({ visibleMs: 1, pageViews: 1 })).toBe(false);
    expect(isBrowsing(null)).toBe(false);
    expect(isBrowsing(7)).toBe(false);
  });
});
