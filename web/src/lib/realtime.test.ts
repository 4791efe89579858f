import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, RealtimeEvent, ServerMessage } from '#domain/realtime.ts';
import { backoffMs, createRealtimeClient, type SocketHandlers, type RealtimeStatus } from './realtime.ts';

class FakeSocket {
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | null = null;
  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.on.open();
  }
  serverSends(message: ServerMessage) {
    this.on.message(JSON.stringify(message));
  }
  serverDrops() {
    this.readyState = 3;
    this.on.close();
  }
}

const event: RealtimeEvent = { kind: 'order.created', orderId: 'o1', at: '2026-01-01T00:00:00Z' };

function setup() {
  const sockets: FakeSocket[] = [];
  const statuses: RealtimeStatus[] = [];
  const client = createRealtimeClient({
    url: () => 'ws://shop.test/api/realtime',
    open: (url, on) => {
      const socket = new FakeSocket(url, on);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  client.onStatus((s) => statuses.push(s));
  return { client, sockets, statuses, last: () => sockets.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('backs off 1 s × 2^n up to 30 s, jittered within the upper half', () => {
    expect([0, 1, 2, 5, 6, 10].map((n) => backoffMs(n, () => 1))).toEqual([
      1000, 2000, 4000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffMs(3, () => 0)).toBe(4000);
  });

  it('opens one socket lazily, subscribes every topic once open, and reports its state', () => {
    const { client, sockets, statuses, last } = setup();
    expect(sockets).toHaveLength(0);
    const onEvent = vi.fn();
    client.subscribe('order:1', onEvent, { code: 'ABC' });
    client.subscribe('order:2', vi.fn());
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://shop.test/api/realtime');
    last().serverOpens();
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: 'order:1', code: 'ABC' },
      { type: 'subscribe', topic: 'order:2' },
    ]);
    last().serverSends({ type: 'event', topic: 'order:1', event });
    last().serverSends({ type: 'event', topic: 'order:9', event });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['closed', 'connecting', 'open']);
  });

  it('reconnects with back-off while subscribed and subscribes again', () => {
    const { client, sockets, statuses, last } = setup();
    client.subscribe('order:1', vi.fn());
    last().serverOpens();
    last().serverDrops();
    expect(statuses.at(-1)).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().serverDrops();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().serverOpens();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'order:1' }]);
    expect(statuses.at(-1)).toBe('open');
  });

  it('unsubscribes a topic its last listener leaves and closes after the last topic', () => {
    const { client, sockets, last } = setup();
    const a = client.subscribe('order:1', vi.fn());
    const b = client.subscribe('order:1', vi.fn());
    const c = client.subscribe('order:2', vi.fn());
    last().serverOpens();
    a();
    expect(last().sent.filter((m) => m.type === 'unsubscribe')).toEqual([]);
    b();
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'order:1' });
    c();
    expect(last().closedWith).toBe(1000);
    last().serverDrops();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('lets a socket that is still connecting finish before closing it', () => {
    const { client, sockets, last } = setup();
    const stop = client.subscribe('order:1', vi.fn());
    stop();
    expect(last().closedWith).toBeNull();
    client.subscribe('order:2', vi.fn());
    expect(sockets).toHaveLength(1);
    last().serverOpens();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: 'order:2' }]);
  });

  it('passes refusals to the topic', () => {
    const { client, last } = setup();
    const onError = vi.fn();
    client.subscribe('order:1', vi.fn(), { onError });
    last().serverOpens();
    last().serverSends({ type: 'error', topic: 'order:1', message: 'Not allowed' });
    expect(onError).toHaveBeenCalledWith('Not allowed');
  });

  it('tells a subscriber when the server confirmed its topic, at once when it already had', async () => {
    const { client, last } = setup();
    const first = vi.fn();
    const stop = client.subscribe('catalog', vi.fn(), { onSubscribed: first });
    last().serverOpens();
    last().serverSends({ type: 'subscribed', topic: 'orders' });
    expect(first).not.toHaveBeenCalled();
    last().serverSends({ type: 'subscribed', topic: 'catalog' });
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const stopSecond = client.subscribe('catalog', vi.fn(), { onSubscribed: second });
    expect(last().sent.filter((m) => m.type === 'subscribe')).toHaveLength(1);
    await Promise.resolve();
    expect(second).toHaveBeenCalledTimes(1);

    last().serverDrops();
    const third = vi.fn();
    client.subscribe('catalog', vi.fn(), { onSubscribed: third });
    await Promise.resolve();
    expect(third).not.toHaveBeenCalled();
    stop();
    stopSecond();
  });

  it('never confirms a subscriber that left before the confirmation was delivered', async () => {
    const { client, last } = setup();
    const keep = client.subscribe('catalog', vi.fn());
    last().serverOpens();
    last().serverSends({ type: 'subscribed', topic: 'catalog' });
    const late = vi.fn();
    client.subscribe('catalog', vi.fn(), { onSubscribed: late })();
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
    keep();
  });
});
