import { describe, expect, it } from 'vitest';
import { createAuthorizations } from './authorizations.ts';

/** An authorize whose calls the test answers one by one. */
function manual() {
  const calls: { topic: string; answer: (allowed: boolean | Error) => void }[] = [];
  const authorize = (topic: string) =>
    new Promise<boolean>((resolve, reject) =>
      calls.push({ topic, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) }),
    );
  return { calls, authorize };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const options = { ttlMs: 1000, maxInFlight: 1, maxEntries: 10, onError: () => undefined };

describe('authorizations', () => {
  it('an answer given before forget() is not trusted: the question is asked again', async () => {
    const { calls, authorize } = manual();
    const auth = createAuthorizations({ ...options, authorize });
    const verdict = auth.check('couriers', undefined);
    await flush();
    auth.forget();
    calls[0]!.answer(true);
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.answer(false);
    expect(await verdict).toBe('denied');
  });

  it('remembers answers for the TTL but not failures', async () => {
    let at = 0;
    const { calls, authorize } = manual();
    const auth = createAuthorizations({ ...options, authorize, now: () => at });
    const first = auth.check('a', undefined);
    await flush();
    calls[0]!.answer(new Error('database away'));
    expect(await first).toBe('failed');
    const second = auth.check('a', undefined);
    await flush();
    calls[1]!.answer(true);
    expect(await second).toBe('allowed');
    expect(await auth.check('a', undefined)).toBe('allowed');
    at = 1000;
    const third = auth.check('a', undefined);
    await flush();
    expect(calls).toHaveLength(3);
    calls[2]!.answer(true);
    expect(await third).toBe('allowed');
  });

  it('a check waiting for its turn is dropped when aborted', async () => {
    const { calls, authorize } = manual();
    const auth = createAuthorizations({ ...options, authorize });
    const running = auth.check('a', undefined);
    const abort = new AbortController();
    const waiting = auth.check('b', undefined, { signal: abort.signal });
    const next = auth.check('c', undefined);
    await flush();
    abort.abort();
    expect(await waiting).toBe('cancelled');
    calls[0]!.answer(true);
    await running;
    await flush();
    expect(calls.map((c) => c.topic)).toEqual(['a', 'c']);
    calls[1]!.answer(false);
    expect(await next).toBe('denied');
  });
});
