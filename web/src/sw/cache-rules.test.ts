import { describe, expect, it } from 'vitest';
import { cacheRuleFor, isStorable, type CacheRule } from './cache-rules.ts';

const ORIGIN = 'https://nym.example';
const get = (path: string, mode = 'cors', destination = '') =>
  cacheRuleFor({ url: `${ORIGIN}${path}`, method: 'GET', mode, destination }, ORIGIN).kind;
const page = (path: string) =>
  cacheRuleFor({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', destination: 'document' }, ORIGIN);

describe('cacheRuleFor', () => {
  it.each<[string, CacheRule['kind']]>([
    ['/api/products', 'catalog'],
    ['/api/products?category=flower', 'catalog'],
    ['/api/products?ids=a,b', 'catalog'],
    ['/api/products/featured', 'catalog'],
    ['/api/products/26e3c2ca-201b-4fa1-8007-ade885c293a0', 'catalog'],
    ['/api/search?q=haze', 'catalog'],
    ['/api/shops', 'catalog'],
    ['/api/blog', 'catalog'],
    ['/api/blog/first-post', 'catalog'],
    ['/media/products/haze-640.webp', 'image'],
    ['/media/library/0b0e/photo-1200.avif', 'image'],
    ['/media/shops/logo.png', 'image'],
    ['/assets/admin-dashboard-x1y2.js', 'asset'],
  ])('keeps public %s (%s)', (path, kind) => {
    expect(get(path)).toBe(kind);
  });

  it.each([
    '/api/session',
    '/api/cart',
    '/api/cart/items',
    '/api/checkout/quote',
    '/api/orders',
    '/api/orders/active',
    '/api/orders/00000000-0000-4000-8000-000000000000',
    '/api/track/ABC123',
    '/api/track/lookup',
    '/api/account',
    '/api/account/addresses',
    '/api/account/giveaway-entries',
    '/api/notification-preferences',
    '/api/chat/session',
    '/api/chat/sessions/1/messages',
    '/api/giveaways/live',
    '/api/giveaways/spring/entry',
    '/api/admin/products',
    '/api/admin/settings',
    '/api/courier/manifest',
    '/api/merchant/orders',
    '/api/health',
    '/api/products/x/reviews',
    '/api/productsx',
    '/api/realtime',
    '/media/library/0b0e/certificate.pdf',
    '/sw.js',
    '/robots.txt',
  ])('never caches %s', (path) => {
    expect(get(path)).toBe('pass');
  });

  it('leaves writes and other origins alone', () => {
    const post = { url: `${ORIGIN}/api/products`, method: 'POST', mode: 'cors', destination: '' };
    expect(cacheRuleFor(post, ORIGIN).kind).toBe('pass');
    const tiles = {
      url: 'https://tiles.example/1/2/3.png',
      method: 'GET',
      mode: 'no-cors',
      destination: 'image',
    };
    expect(cacheRuleFor(tiles, ORIGIN).kind).toBe('pass');
  });

  it.each<[string, 'home' | 'visited' | 'none']>([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/product/blue-dream', 'visited'],
    ['/cart', 'visited'],
    ['/about', 'visited'],
    ['/blog/first-post', 'visited'],
    ['/track-order', 'visited'],
    ['/giveaway/spring/rules', 'visited'],
    ['/checkout', 'none'],
    ['/order-confirmation', 'none'],
    ['/my-orders', 'none'],
    ['/account', 'none'],
    ['/account/giveaway-entries', 'none'],
    ['/track/ABC123', 'none'],
    ['/track-live/ABC123', 'none'],
    ['/reset-password', 'none'],
    ['/courier/dashboard', 'none'],
    ['/admin/orders', 'none'],
    ['/merchant/dashboard', 'none'],
    ['/never-seen', 'none'],
  ])('navigating to %s falls back offline to %s', (path, offline) => {
    expect(page(path)).toEqual({ kind: 'page', offline });
  });

  it('lets a navigation to an API or media URL through', () => {
    expect(page('/api/admin/orders/export.csv').kind).toBe('pass');
    expect(page('/media/library/0b0e/certificate.pdf').kind).toBe('pass');
  });
});

describe('isStorable', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it('keeps public answers and refuses personal or failed ones', () => {
    expect(isStorable(200, headers({ 'cache-control': 'no-cache', etag: '"1"' }))).toBe(true);
    expect(isStorable(200, headers({ 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isStorable(200, headers({}))).toBe(true);
    expect(isStorable(200, headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(200, headers({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorable(200, { get: (name) => (name === 'set-cookie' ? 'nym.session=x' : null) })).toBe(false);
    expect(isStorable(404, headers({}))).toBe(false);
    expect(isStorable(503, headers({}))).toBe(false);
  });
});
