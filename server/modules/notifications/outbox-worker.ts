import { withLogContext } from '#server/log.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { listen } from '#server/realtime/bus.ts';
import {
  claimDue,
  markFailed,
  markSent,
  MAX_ATTEMPTS,
  type ClaimedMessage,
  type RetryPolicy,
} from './outbox.repo.ts';

/** The channel the outbox's insert trigger notifies (migration 0030). */
export const OUTBOX_CHANNEL = 'nym_outbox';

export interface OutboxWorkerOptions extends RetryPolicy {
  /** Messages claimed at once; they are sent side by side. */
  batchSize: number;
  /** How long a claim holds; a claim older than this is taken over (its process is presumed dead). */
  leaseMs: number;
  /** The fallback poll, for missed notifications and retries that come due. */
  pollMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  batchSize: 20,
  leaseMs: 120_000,
  pollMs: 5_000,
  maxAttempts: MAX_ATTEMPTS,
  backoffMs: 30_000,
  backoffMaxMs: 3_600_000,
};

export interface OutboxWorker {
  /** Starts polling and listening, and drains what is due (what a previous run left). */
  start(): Promise<void>;
  /** Stops the timers and the listener and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Asks a started worker to drain soon (after a commit that queued messages); nothing when stopped. */
  wake(): void;
  /** Sends what is due now, batch after batch; resolves with the number of messages tried. */
  drain(): Promise<number>;
}

export interface OutboxWorkerDeps {
  database: Database;
  log: Logger;
  /** Delivers one message; a rejection is a failed attempt, its message the recorded error. */
  send: (message: ClaimedMessage) => Promise<void>;
  options?: Partial<OutboxWorkerOptions>;
}

/**
 * Delivers the outbox: claims a batch in a short transaction (SKIP LOCKED, a lease), sends outside any transaction,
 * then marks each message sent, due again after a back-off, or dead. Several processes may run one each.
 */
export function createOutboxWorker({ database, log, send, options = {} }: OutboxWorkerDeps): OutboxWorker {
  const o = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  const { db } = database;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;
  let poll: ReturnType<typeof setInterval> | null = null;
  let unlisten: (() => Promise<void>) | null = null;

  /** Sent under the id of the request that queued it, so its log lines join that request's. */
  const deliver = (message: ClaimedMessage) =>
    withLogContext(
      { ...(message.requestId ? { requestId: message.requestId } : {}), outboxId: message.id },
      () => send_(message),
    );

  async function send_(message: ClaimedMessage) {
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const row = await markFailed(db, message.id, reason, o);
      const level = row?.status === 'dead' ? 'error' : 'warn';
      log[level]('notification failed', {
        id: message.id,
        status: row?.status,
        attempts: row?.attempts,
        reason,
      });
      return;
    }
    if (!(await markSent(db, message.id)))
      log.warn('notification sent after its claim ran out', { id: message.id });
  }

  async function batch() {
    const claimed = await claimDue(db, o.batchSize, o.leaseMs);
    const results = await Promise.allSettled(claimed.map(deliver));
    for (const r of results) {
      if (r.status === 'rejected')
        log.error('outbox: could not record a delivery', { error: String(r.reason) });
    }
    return claimed.length;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let tried = 0;
      do {
        again = false;
        let claimed = o.batchSize;
        while (claimed === o.batchSize) {
          claimed = await batch();
          tried += claimed;
        }
      } while (again);
      return tried;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function wake() {
    if (!started) return;
    drain().catch((error: unknown) => log.error('outbox drain failed', { error: String(error) }));
  }

  async function startListening() {
    if (database.kind === 'postgres' && database.pool) {
      const url = database.pool.options.connectionString;
      if (!url) return log.warn('outbox: no connection string, polling only');
      const pool = database.pool;
      const listener = listen(url, wake, log, () => pool.ending, OUTBOX_CHANNEL);
      unlisten = () => listener.close();
      await listener.ready;
    } else if (database.pglite) {
      unlisten = await database.pglite.listen(OUTBOX_CHANNEL, wake);
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      poll = setInterval(wake, o.pollMs);
      poll.unref();
      await startListening();
      wake();
    },
    async stop() {
      started = false;
      if (poll) clearInterval(poll);
      poll = null;
      const close = unlisten;
      unlisten = null;
      await close?.().catch(() => undefined);
      await running?.catch(() => undefined);
    },
    wake,
    drain,
  };
}
