import type { DbOrTx } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';

/**
 * One copy of a rarely changed value per process (store settings, risk rules), read on first use and dropped when
 * `topic` announces a change: NOTIFY on PostgreSQL reaches every process, so a change is in force everywhere at once.
 */
export function createAnnouncedCache<T>(
  bus: EventBus,
  topic: string,
  db: DbOrTx,
  read: (db: DbOrTx) => Promise<T>,
) {
  let cached: Promise<T> | null = null;
  let generation = 0;

  /** Forgets the copy now (the writer's own process, before its announcement comes back). */
  function drop() {
    generation += 1;
    cached = null;
  }
  bus.subscribe(topic, drop);

  /** The value in force; read through the caller's transaction when given one (PGlite has one connection). */
  function load(tx: DbOrTx = db): Promise<T> {
    if (cached) return cached;
    const at = generation;
    const loading = read(tx).catch((error: unknown) => {
      if (cached === loading) cached = null;
      throw error;
    });
    // A change announced while this read ran makes it stale: it serves this caller only.
    if (at === generation) cached = loading;
    void loading.then(
      () => {
        if (at !== generation && cached === loading) cached = null;
      },
      () => undefined, // the caller gets the error; this watcher must not leave it unhandled
    );
    return loading;
  }

  return { load, drop };
}
