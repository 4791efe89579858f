export interface SlidingWindow {
  tryTake(): boolean;
  /** Milliseconds until the next token returns (0 when one is free now). */
  waitMs(): number;
}

/**
 * A bucket of `capacity` tokens where each spent token comes back `windowMs` after it was spent. A continuously
 * refilled bucket would let capacity + 1 through in the first window; this one never lets any window of
 * `windowMs` hold more than `capacity` takes.
 */
export function createSlidingWindow(
  capacity: number,
  windowMs: number,
  now: () => number = () => performance.now(),
): SlidingWindow {
  const spent: number[] = [];
  const prune = (at: number) => {
    while (spent.length > 0 && spent[0]! + windowMs <= at) spent.shift();
  };
  return {
    tryTake() {
      const at = now();
      prune(at);
      if (spent.length >= capacity) return false;
      spent.push(at);
      return true;
    },
    waitMs() {
      const at = now();
      prune(at);
      return spent.length < capacity ? 0 : Math.max(0, spent[0]! + windowMs - at);
    },
  };
}

export interface RateGateOptions<T> {
  capacity: number;
  windowMs: number;
  send: (item: T) => void;
  now?: () => number;
}

export interface RateGate<T> {
  offer(key: string, item: T): void;
  /** Forgets pending items whose key matches, e.g. after an unsubscribe. */
  discard(match: (key: string) => boolean): void;
  /** Sends nothing until every hold is released; items offered meanwhile wait (the latest per key). */
  hold(): void;
  release(): void;
  pendingCount(): number;
  close(): void;
}

/**
 * Passes items on while the window has budget. Over budget it keeps only the latest item per key and sends
 * those, oldest key first, as soon as tokens return, so the newest state always arrives.
 */
export function createRateGate<T>(options: RateGateOptions<T>): RateGate<T> {
  const budget = createSlidingWindow(options.capacity, options.windowMs, options.now);
  const pending = new Map<string, T>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let holds = 0;

  function drain() {
    if (holds > 0) return;
    for (const [key, item] of pending) {
      if (!budget.tryTake()) break;
      pending.delete(key);
      options.send(item);
      if (closed) return;
    }
    if (pending.size > 0 && !timer) {
      timer = setTimeout(
        () => {
          timer = null;
          drain();
        },
        Math.max(1, Math.ceil(budget.waitMs())),
      );
    }
  }

  return {
    offer(key, item) {
      if (closed) return;
      pending.set(key, item);
      drain();
    },
    discard(match) {
      for (const key of [...pending.keys()]) if (match(key)) pending.delete(key);
    },
    hold() {
      holds += 1;
    },
    release() {
      holds = Math.max(0, holds - 1);
      if (holds === 0 && !closed) drain();
    },
    pendingCount: () => pending.size,
    close() {
      closed = true;
      pending.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
