import { Hono } from 'hono';
import { AgeVerificationQuerySchema, type AgeVerificationPage } from '#domain/admin/age-verification.ts';
import { CompliancePeriodSchema, type ComplianceReport } from '#domain/admin/compliance.ts';
import { can } from '#domain/permissions.ts';
import { callerRoles, type AppContext, type AppEnv, type Services } from '#server/http/context.ts';
import { queryOf } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';
import { ageVerificationCsv, exciseCsv } from './compliance-csv.ts';

const COMPLIANCE_REFUSED = 'Only admins can see the compliance reports';

function mayRead(c: AppContext) {
  if (!can(callerRoles(c), 'compliance:read')) throw forbidden(COMPLIANCE_REFUSED);
}

const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.csv"`,
  'cache-control': 'no-store',
});

/** Compliance (admin): the period's excise, refusals, returns and loads; every age check; their CSV exports. */
export function adminComplianceRoutes({ compliance }: Services) {
  return new Hono<AppEnv>()
    .get('/compliance', async (c) => {
      mayRead(c);
      const answer: ComplianceReport = await compliance.reports.report(queryOf(c, CompliancePeriodSchema));
      return c.json(answer);
    })
    .get('/compliance/excise.csv', async (c) => {
      mayRead(c);
      const report = await compliance.reports.report(queryOf(c, CompliancePeriodSchema));
      const { from, to } = report.period;
      return c.body(exciseCsv(report), 200, csvHeaders(`excise-${from}-to-${to}`));
    })
    .get('/age-verification', async (c) => {
      mayRead(c);
      const page: AgeVerificationPage = await compliance.ageVerification.page(
        queryOf(c, AgeVerificationQuerySchema),
      );
      return c.json(page);
    })
    .get('/age-verification/export.csv', (c) => {
      mayRead(c);
      const { cursor: _cursor, limit: _limit, ...filters } = queryOf(c, AgeVerificationQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(
        ageVerificationCsv(compliance.ageVerification.batches(filters)),
        200,
        csvHeaders(`age-verification-${day}`),
      );
    });
}
