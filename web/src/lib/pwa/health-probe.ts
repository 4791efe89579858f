/** Spec §8: the health toast's item for each check that failed. */
export const HEALTH_ISSUES = {
  backend: 'Backend connection failed',
  worker: 'Service Worker not registered',
  cache: 'Cache empty or corrupted',
  realtime: 'Realtime connection failed or unavailable',
} as const;

export type HealthCheck = keyof typeof HEALTH_ISSUES;
/** Each check answers true when healthy; a check left out is not expected here (no worker on a dev server). */
export type HealthChecks = Partial<Record<HealthCheck, () => Promise<boolean>>>;

/** Spec §9: the probe runs 2 s after load; the realtime handshake has 5 s. */
export const HEALTH_CHECK_DELAY_MS = 2000;
export const REALTIME_TIMEOUT_MS = 5000;

const ORDER: readonly HealthCheck[] = ['backend', 'worker', 'cache', 'realtime'];

/** Runs the checks side by side; the spec's texts of those that failed or threw, in the spec's order. */
export async function failingChecks(checks: HealthChecks): Promise<string[]> {
  const results = await Promise.all(
    ORDER.map(async (name) => {
      const check = checks[name];
      if (!check) return null;
      const healthy = await check().catch(() => false);
      return healthy ? null : HEALTH_ISSUES[name];
    }),
  );
  return results.filter((text): text is (typeof HEALTH_ISSUES)[HealthCheck] => text !== null);
}

export interface ProbeOptions {
  checks: () => HealthChecks;
  online: () => boolean;
  report: (issues: string[]) => void;
  wait: (ms: number) => Promise<void>;
}

/**
 * One probe per page load, `HEALTH_CHECK_DELAY_MS` after `sinceLoadMs`: not while offline (the offline banner says
 * so), and nothing is reported when the connection dropped while it ran. Resolves to the issues reported.
 */
export async function probeOnce(sinceLoadMs: number, options: ProbeOptions): Promise<string[]> {
  await options.wait(Math.max(0, HEALTH_CHECK_DELAY_MS - sinceLoadMs));
  if (!options.online()) return [];
  const issues = await failingChecks(options.checks());
  if (issues.length === 0 || !options.online()) return [];
  options.report(issues);
  return issues;
}
