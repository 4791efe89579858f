import type { DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import { createAgeVerification } from './age-verification.service.ts';
import { createComplianceReports, type ComplianceDeps } from './compliance.service.ts';
import { createRefusalLog } from './refusals.service.ts';

/** The compliance module: the refusal log every refusing surface writes to, and the staff's reports on it. */
export function createComplianceService(
  deps: ComplianceDeps & { db: DbOrTx; log: Logger; metrics: Pick<Metrics, 'refused'> },
) {
  return {
    refusals: createRefusalLog(deps.db, deps.log, deps.now, deps.metrics),
    reports: createComplianceReports(deps),
    ageVerification: createAgeVerification(deps.db, deps.now),
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
