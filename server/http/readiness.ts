import type { Database } from '#server/db/client.ts';
import { migrationsBehind } from '#server/db/migrate.ts';
import type { EventBusHandle } from '#server/realtime/bus.ts';

/** How long a health or readiness check waits for the database: it never hangs a load balancer. */
export const DB_CHECK_TIMEOUT_MS = 2000;

export type CheckState = 'ok' | 'failing';

/** Whether the database answers a round trip within DB_CHECK_TIMEOUT_MS (`/api/health` and `/readyz`). */
export const databaseAnswers = (database: Pick<Database, 'ping'>): Promise<boolean> =>
  within(database.ping(), DB_CHECK_TIMEOUT_MS).then(
    () => true,
    () => false,
  );

export interface ReadinessReport {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; realtime: CheckState; draining: boolean };
}

const within = <T>(promise: Promise<T>, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
};

/**
 * Whether this process should get traffic (`/readyz`): the database answers, every migration this build ships is
 * applied, cross-process events arrive (the LISTEN connection), and it is not shutting down. Liveness (`/livez`)
 * asks only whether the process answers, so a load balancer stops sending while a supervisor does not restart.
 */
export function createReadiness({
  database,
  bus,
}: {
  database: Database;
  bus: Pick<EventBusHandle, 'listening'>;
}) {
  let draining = false;
  // The schema never goes back: once this build's migrations are all in, that check is not asked again.
  let migrationsApplied = false;

  async function check(): Promise<ReadinessReport> {
    const [databaseOk, migrationsOk] = await Promise.all([
      databaseAnswers(database),
      migrationsApplied
        ? Promise.resolve(true)
        : within(migrationsBehind(database), DB_CHECK_TIMEOUT_MS).then(
            (behind) => (migrationsApplied = behind === 0),
            () => false,
          ),
    ]);
    const realtimeOk = bus.listening();
    const state = (ok: boolean): CheckState => (ok ? 'ok' : 'failing');
    return {
      ready: databaseOk && migrationsOk && realtimeOk && !draining,
      checks: {
        database: state(databaseOk),
        migrations: state(migrationsOk),
        realtime: state(realtimeOk),
        draining,
      },
    };
  }

  return {
    check,
    /** SIGTERM's first step: readiness answers 503 from now on, while requests are still served. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
