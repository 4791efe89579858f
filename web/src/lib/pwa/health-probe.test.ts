import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failingChecks, HEALTH_CHECK_DELAY_MS, probeOnce, type HealthChecks } from './health-probe.ts';

const ok = () => Promise.resolve(true);
const bad = () => Promise.resolve(false);
const boom = () => Promise.reject(new Error('network'));

describe('failingChecks', () => {
  it('lists the spec texts of failed or thrown checks in the spec order, and skips checks left out', async () => {
    expect(await failingChecks({ backend: ok, worker: ok, cache: ok, realtime: ok })).toEqual([]);
    expect(await failingChecks({ realtime: bad, backend: boom, worker: ok, cache: bad })).toEqual([
      'Backend connection failed',
      'Cache empty or corrupted',
      'Realtime connection failed or unavailable',
    ]);
    expect(await failingChecks({ backend: ok, realtime: ok })).toEqual([]);
    expect(await failingChecks({ worker: bad })).toEqual(['Service Worker not registered']);
  });
});

describe('probeOnce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function run(checks: HealthChecks, online: () => boolean, sinceLoad = 0) {
    const report = vi.fn();
    const started = vi.fn(() => checks);
    const done = probeOnce(sinceLoad, { checks: started, online, report, wait });
    return { report, started, done };
  }

  it('runs 2 s after load and reports once, with every failing item', async () => {
    const { report, started, done } = run({ backend: bad, realtime: ok }, () => true, 500);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_DELAY_MS - 500 - 1);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual(['Backend connection failed']);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(['Backend connection failed']);
  });

  it('reports nothing when everything answers', async () => {
    const { report, done } = run({ backend: ok, realtime: ok, worker: ok, cache: ok }, () => true);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_DELAY_MS);
    expect(await done).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it('does not run while offline, and keeps quiet when the connection drops during the checks', async () => {
    const offline = run({ backend: bad }, () => false);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_DELAY_MS);
    expect(await offline.done).toEqual([]);
    expect(offline.started).not.toHaveBeenCalled();

    let online = true;
    const slowFailure = () => wait(1000).then(() => ((online = false), false));
    const dropped = run({ realtime: slowFailure }, () => online);
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_DELAY_MS + 1000);
    expect(await dropped.done).toEqual([]);
    expect(dropped.report).not.toHaveBeenCalled();
  });

  it('runs at once when the page has been up longer than the delay', async () => {
    const { started, done } = run({ backend: ok }, () => true, 10_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveBeenCalled();
    await done;
  });
});
