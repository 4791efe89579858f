import { describe, expect, it } from 'vitest';
import { ORDER_NOTICE_EVENTS } from './notifications.ts';
import { orderPushTag, orderPushTitle, PushPayloadSchema, trackingPath } from './push.ts';

describe('push payloads', () => {
  const payload = {
    title: 'Your order is out for delivery',
    body: 'Order NYM-1001 …',
    url: '/track/ABC123',
    tag: 'order-NYM-1001',
  };

  it('carry a title, a body, a path on the store and a tag', () => {
    expect(PushPayloadSchema.parse(payload)).toEqual(payload);
    expect(PushPayloadSchema.parse({ ...payload, later: true })).toEqual(payload);
  });

  it('never point off the store', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(PushPayloadSchema.safeParse({ ...payload, url }).success, url).toBe(false);
    }
  });

  it('refuse garbage', () => {
    for (const value of [null, 'text', 42, {}, { ...payload, title: '' }, { ...payload, tag: 7 }]) {
      expect(PushPayloadSchema.safeParse(value).success).toBe(false);
    }
  });

  it("link the order's tracking page and group its alerts", () => {
    expect(trackingPath('AB12CD')).toBe('/track/AB12CD');
    expect(orderPushTag('NYM-1001')).toBe('order-NYM-1001');
  });
});

describe('push titles', () => {
  it("say 'Your order is out for delivery' when the order goes in transit", () => {
    expect(orderPushTitle('picked_up')).toBe('Your order is out for delivery');
  });

  it('give every order event its own plain title', () => {
    const titles = ORDER_NOTICE_EVENTS.map((event) => orderPushTitle(event, 12));
    expect(new Set(titles).size).toBe(ORDER_NOTICE_EVENTS.length);
    expect(orderPushTitle('eta', 1)).toBe('Your order arrives in about 1 minute');
    expect(orderPushTitle('eta')).toBe('Your order arrives soon');
    expect(orderPushTitle('arrived')).toBe('Your driver has arrived');
  });
});
