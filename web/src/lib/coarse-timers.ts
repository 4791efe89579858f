import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer are grouped; shorter ones (retries, batching) keep the platform's own. */
const COARSE_FROM_MS = 1_000;
/** Grouped timers may fire this much late, so the ones due close together fire in one go. */
const SLACK_MS = 1_000;

/**
 * A TanStack Query timeout provider that keeps its long timers (a query's freshness and garbage collection, 1–10
 * minutes) in one list behind a single platform timer. The store's pages start dozens of queries at once, and each
 * `setTimeout` costs the main thread: traced, a page's start spent 15 ms in them. Timer ids of the list are negative,
 * so they never meet the platform's (positive) ids.
 */
export function coarseTimers(now: () => number = () => performance.now()): TimeoutProvider<number> {
  const due = new Map<number, { at: number; run: TimeoutCallback }>();
  let nextId = 0;
  let armed: { at: number; id: ReturnType<typeof setTimeout> } | undefined;

  const arm = () => {
    let earliest = Infinity;
    for (const { at } of due.values()) earliest = Math.min(earliest, at);
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) clearTimeout(armed.id);
    armed = { at: earliest, id: setTimeout(fire, Math.max(0, earliest - now())) };
  };

  function fire() {
    armed = undefined;
    const until = now() + SLACK_MS;
    const ready = [...due].filter(([, timer]) => timer.at <= until);
    for (const [id] of ready) due.delete(id);
    arm();
    for (const [, timer] of ready) timer.run();
  }

  return {
    setTimeout: (run, delay) => {
      if (delay < COARSE_FROM_MS) return setTimeout(run, delay) as unknown as number;
      nextId -= 1;
      due.set(nextId, { at: now() + delay, run });
      arm();
      return nextId;
    },
    clearTimeout: (id) => {
      if (id === undefined) return;
      if (id < 0) due.delete(id);
      else clearTimeout(id);
    },
    setInterval: (run, delay) => setInterval(run, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
