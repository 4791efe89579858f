import { refusalRule, type RefusalSurface } from '#domain/compliance/refusals.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Logger } from '#server/log.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import { insertRefusal } from './refusals.repo.ts';

/**
 * The compliance log of refusals. A refused request's transaction has rolled back, so the row is written after it, on
 * its own; best-effort: a failure to log is itself logged and the caller still gets the refusal, never a 500.
 */
export function createRefusalLog(
  db: DbOrTx,
  log: Logger,
  now: () => Date,
  metrics?: Pick<Metrics, 'refused'>,
) {
  async function record(surface: RefusalSurface, userId: string | null, error: unknown): Promise<void> {
    if (!(error instanceof AppError)) return;
    const rule = refusalRule(surface, error);
    if (!rule) return;
    metrics?.refused(rule, surface);
    try {
      await insertRefusal(db, { rule, surface, userId, at: now() });
    } catch (failure) {
      log.warn('compliance refusal not logged', { rule, surface, error: String(failure) });
    }
  }

  /**
   * For `.catch(refused('checkout', userId))`: records a refusal under a NY rule, then rethrows the error as it was.
   */
  function refused(surface: RefusalSurface, userId: string | null) {
    return async (error: unknown): Promise<never> => {
      await record(surface, userId, error);
      throw error;
    };
  }

  return { record, refused };
}
export type RefusalLog = ReturnType<typeof createRefusalLog>;
