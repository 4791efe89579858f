import { changes, type Snapshot } from './db-snapshot.ts';
import type { FuzzRequest } from './requests.ts';
import { describe, type Answer } from './responses.ts';

interface Options {
  snapshot: () => Promise<Snapshot>;
  replay: (req: FuzzRequest) => Promise<Answer>;
  /** Tables a refusal of this route may write to by design. */
  allowed: string[];
  batch?: number;
}

/**
 * Checks that refused requests leave the database as it was, a batch at a time: one snapshot per
 * batch, and when the counts moved, each request of the batch is replayed alone to name the culprit.
 */
export function refusalChecker({ snapshot, replay, allowed, batch = 25 }: Options) {
  const violations: string[] = [];
  let pending: FuzzRequest[] = [];
  let baseline: Snapshot | null = null;

  async function attribute(): Promise<number> {
    let found = 0;
    for (const req of pending) {
      const before = await snapshot();
      const answer = await replay(req);
      const moved = changes(before, await snapshot(), allowed);
      if (answer.status >= 300 && moved.length) {
        found += 1;
        violations.push(`${describe(req, answer)}\n  changed ${moved.join(', ')}`);
      }
    }
    return found;
  }

  async function check() {
    if (!pending.length) return;
    const moved = changes(baseline!, await snapshot(), allowed);
    if (moved.length && !(await attribute())) {
      violations.push(
        `a batch of refused requests changed ${moved.join(', ')}:\n${pending.map((r) => describe(r)).join('\n')}`,
      );
    }
    pending = [];
    if (moved.length) baseline = await snapshot();
  }

  return {
    violations,
    async start() {
      baseline = await snapshot();
    },
    async refused(req: FuzzRequest) {
      pending.push(req);
      if (pending.length >= batch) await check();
    },
    /**
     * After a 2xx: the batch so far is clean if nothing moved; else its requests are replayed alone.
     * `settle` runs after, may repair the callers, and says whether it wrote anything.
     */
    async accepted(settle: () => Promise<boolean>) {
      const now = await snapshot();
      const replay = pending.length > 0 && changes(baseline!, now, allowed).length > 0;
      if (replay) await attribute();
      pending = [];
      const repaired = await settle();
      baseline = replay || repaired ? await snapshot() : now;
    },
    flush: check,
  };
}
