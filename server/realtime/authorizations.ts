export type Verdict = 'allowed' | 'denied' | 'failed' | 'cancelled';

export interface AuthorizationsOptions {
  /** The subscriber's question: may it follow `topic` (with `code`)? */
  authorize(topic: string, code: string | undefined): Promise<boolean>;
  ttlMs: number;
  maxInFlight: number;
  maxEntries: number;
  onError(topic: string, error: unknown): void;
  now?: () => number;
}

export interface CheckOptions {
  /** Ask again even when a remembered answer is still fresh. */
  fresh?: boolean;
  /** Aborting while the check waits for its turn answers 'cancelled' without asking. */
  signal?: AbortSignal;
}

interface Entry {
  verdict: Promise<Verdict>;
  expiresAt: number;
}

/**
 * One connection's answers from `authorize`, per (topic, code), remembered for `ttlMs` (denials too; failures
 * not). A question already being asked is shared. At most `maxInFlight` questions run at once; the others wait.
 */
export function createAuthorizations(options: AuthorizationsOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const waiting: (() => void)[] = [];
  let running = 0;
  let generation = 0;

  function turn(signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (running < options.maxInFlight) {
      running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', cancel);
        running += 1;
        resolve(true);
      };
      const cancel = () => {
        const at = waiting.indexOf(wake);
        if (at >= 0) waiting.splice(at, 1);
        resolve(false);
      };
      waiting.push(wake);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  }

  function done() {
    running -= 1;
    waiting.shift()?.();
  }

  function remembered(key: string) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt > now()) return entry.verdict;
    entries.delete(key);
    return null;
  }

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      const at = now();
      for (const [k, e] of entries) if (e.expiresAt <= at) entries.delete(k);
      const oldest = entries.keys().next();
      if (entries.size >= options.maxEntries && !oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, entry);
  }

  async function ask(key: string, topic: string, code: string | undefined, { fresh, signal }: CheckOptions) {
    if (!fresh) {
      const known = remembered(key);
      if (known) return known;
    }
    if (!(await turn(signal))) return 'cancelled';
    if (!fresh) {
      const known = remembered(key);
      if (known) {
        done();
        return known;
      }
    }
    const entry: Entry = { verdict: Promise.resolve<Verdict>('failed'), expiresAt: Infinity };
    entry.verdict = Promise.resolve()
      .then(() => options.authorize(topic, code))
      .then(
        (allowed): Verdict => (allowed ? 'allowed' : 'denied'),
        (error: unknown): Verdict => {
          options.onError(topic, error);
          return 'failed';
        },
      );
    remember(key, entry);
    const verdict = await entry.verdict;
    done();
    if (entries.get(key) === entry) {
      if (verdict === 'failed') entries.delete(key);
      else entry.expiresAt = now() + options.ttlMs;
    }
    return verdict;
  }

  /** The answer for (topic, code); asked again when `forget` ran meanwhile, so no answer predates it. */
  async function check(topic: string, code: string | undefined, opts: CheckOptions = {}): Promise<Verdict> {
    const key = code === undefined ? topic : `${topic}\n${code}`;
    for (let fresh = opts.fresh ?? false; ; fresh = true) {
      const since = generation;
      const verdict = await ask(key, topic, code, { ...opts, fresh });
      if (verdict === 'cancelled' || since === generation) return verdict;
    }
  }

  return {
    check,
    /** Drops every remembered answer, e.g. when the subscriber's session was locked or unlocked. */
    forget() {
      generation += 1;
      entries.clear();
    },
  };
}

export type Authorizations = ReturnType<typeof createAuthorizations>;
