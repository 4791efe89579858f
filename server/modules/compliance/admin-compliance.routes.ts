import { Hono } from 'hono';
import { AgeVerificationQuerySchema, type AgeVerificationPage } from '#domain/admin/age-verification.ts';
import { CompliancePeriodSchema, type ComplianceReport } from '#domain/admin/compliance.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { queryOf } from '#server/http/validate.ts';
import { ageVerificationCsv, exciseCsv } from './compliance-csv.ts';

const COMPLIANCE_REFUSED = 'Only admins can see the compliance reports';

const mayRead = requirePermission('compliance:read').refusing(COMPLIANCE_REFUSED);

/** Compliance (admin): the period's excise, refusals, returns and loads; every age check; their CSV exports. */
export function adminComplianceRoutes({ compliance }: Services) {
  return new Hono<AppEnv>()
    .get('/compliance', mayRead, async (c) => {
      const answer: ComplianceReport = await compliance.reports.report(queryOf(c, CompliancePeriodSchema));
      return c.json(answer);
    })
    .get('/compliance/excise.csv', mayRead, async (c) => {
      const report = await compliance.reports.report(queryOf(c, CompliancePeriodSchema));
      const { from, to } = report.period;
      return csvResponse(c, `excise-${from}-to-${to}.csv`, exciseCsv(report));
    })
    .get('/age-verification', mayRead, async (c) => {
      const page: AgeVerificationPage = await compliance.ageVerification.page(
        queryOf(c, AgeVerificationQuerySchema),
      );
      return c.json(page);
    })
    .get('/age-verification/export.csv', mayRead, (c) => {
      const { cursor: _cursor, limit: _limit, ...filters } = queryOf(c, AgeVerificationQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return csvResponse(
        c,
        `age-verification-${day}.csv`,
        ageVerificationCsv(compliance.ageVerification.batches(filters)),
      );
    });
}
