import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { createAnnouncedCache } from './announced-cache.ts';

/** A bus that only remembers its listeners, so a test can announce a change. */
function fakeBus() {
  const listeners = new Map<string, (() => void)[]>();
  const bus = {
    subscribe(topic: string, fn: () => void) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), fn]);
      return () => undefined;
    },
  } as unknown as EventBus;
  return { bus, announce: (topic: string) => listeners.get(topic)?.forEach((fn) => fn()) };
}

const db = {} as DbOrTx;

describe('an announced cache', () => {
  it('reads once, then again only after a change is announced on its topic', async () => {
    const { bus, announce } = fakeBus();
    let reads = 0;
    const cache = createAnnouncedCache(bus, 'settings', db, async () => (reads += 1));
    expect(await cache.load()).toBe(1);
    expect(await cache.load()).toBe(1);
    announce('other-topic');
    expect(await cache.load()).toBe(1);
    announce('settings');
    expect(await cache.load()).toBe(2);
    cache.drop();
    expect(await cache.load()).toBe(3);
  });

  it('does not keep a read that a change overtook, and forgets a failed read', async () => {
    const { bus, announce } = fakeBus();
    let release!: (v: string) => void;
    let next: Promise<string> = new Promise((r) => (release = r));
    const cache = createAnnouncedCache(bus, 'settings', db, () => next);
    const stale = cache.load();
    announce('settings');
    release('old');
    expect(await stale).toBe('old');
    next = Promise.resolve('new');
    expect(await cache.load()).toBe('new');
    next = Promise.reject(new Error('down'));
    cache.drop();
    await expect(cache.load()).rejects.toThrow('down');
    next = Promise.resolve('back');
    expect(await cache.load()).toBe('back');
  });

  it('reads through the transaction it is given', async () => {
    const { bus } = fakeBus();
    const tx = { name: 'tx' } as unknown as DbOrTx;
    const seen: DbOrTx[] = [];
    const cache = createAnnouncedCache(bus, 'settings', db, async (d) => seen.push(d));
    await cache.load(tx);
    expect(seen).toEqual([tx]);
  });
});
