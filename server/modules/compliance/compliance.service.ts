import {
  resolvePeriod,
  type ComplianceReport,
  type CompliancePeriodQuery,
  type ExciseDay,
  type ExciseMonth,
} from '#domain/admin/compliance.ts';
import { rulesInForce } from '#domain/admin/compliance-rules.ts';
import type { StoreSettings } from '#domain/admin/settings.ts';
import { REFUSAL_RULES, REFUSAL_SURFACES } from '#domain/compliance/refusals.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { carryLimitFor } from '#domain/couriers/rules.ts';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  exciseByDay,
  heldLoads,
  refusalsByDay,
  refusalsByRuleAndSurface,
  returnsByReason,
} from './compliance.queries.ts';

export interface ComplianceDeps {
  db: DbOrTx;
  now: () => Date;
  settings: () => Promise<StoreSettings>;
}

const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((s, r) => s + of(r), 0);

/** Days in order with the empty ones filled, and the same figures by calendar month. */
function exciseSeries(days: readonly string[], rows: Awaited<ReturnType<typeof exciseByDay>>) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const filled: ExciseDay[] = days.map(
    (day) => byDay.get(day) ?? { day, orders: 0, taxableCents: 0, exciseCents: 0 },
  );
  const months = new Map<string, ExciseMonth>();
  for (const d of filled) {
    const month = d.day.slice(0, 7);
    const m = months.get(month) ?? { month, orders: 0, taxableCents: 0, exciseCents: 0 };
    months.set(month, {
      month,
      orders: m.orders + d.orders,
      taxableCents: m.taxableCents + d.taxableCents,
      exciseCents: m.exciseCents + d.exciseCents,
    });
  }
  return { days: filled, months: [...months.values()] };
}

/**
 * The compliance report of a period of New York days: excise collected on the orders delivered in it (by delivery
 * day: the excise is due on the sale, and a sale completes at the door), refusals by rule, returns, carry-limit
 * refusals, every courier's load now and the rule values in force.
 */
export function createComplianceReports(deps: ComplianceDeps) {
  async function report(query: CompliancePeriodQuery): Promise<ComplianceReport> {
    const period = resolvePeriod(query, deps.now());
    const span = { start: period.start, end: period.end };
    const [excise, refusals, refusalDays, returns, settings, fleet] = await Promise.all([
      exciseByDay(deps.db, period.from, period.to),
      refusalsByRuleAndSurface(deps.db, period.from, period.to),
      refusalsByDay(deps.db, period.from, period.to),
      returnsByReason(deps.db, span),
      deps.settings(),
      heldLoads(deps.db),
    ]);
    const series = exciseSeries(period.days, excise);
    const refusalsOn = new Map(refusalDays.map((r) => [r.day, r.count]));
    const carry = refusals.filter((r) => r.rule === 'carry_limit');
    return {
      period: { from: period.from, to: period.to },
      excise: {
        rateBasisPoints: COMPLIANCE.exciseBasisPoints,
        totals: {
          orders: sum(series.days, (d) => d.orders),
          taxableCents: sum(series.days, (d) => d.taxableCents),
          exciseCents: sum(series.days, (d) => d.exciseCents),
        },
        ...series,
      },
      refusals: {
        total: sum(refusals, (r) => r.count),
        byRule: REFUSAL_RULES.map((rule) => ({
          rule,
          count: sum(
            refusals.filter((r) => r.rule === rule),
            (r) => r.count,
          ),
        })),
        byDay: period.days.map((day) => ({ day, count: refusalsOn.get(day) ?? 0 })),
      },
      returns: {
        total: sum(returns, (r) => r.count),
        byReason: returns
          .map((r) => ({
            reason: r.reason ?? 'unknown',
            label: r.reason ? (RETURN_REASONS[r.reason as ReturnReason] ?? r.reason) : 'No reason recorded',
            count: r.count,
          }))
          .sort((a, b) => b.count - a.count),
      },
      carryRefusals: {
        total: sum(carry, (r) => r.count),
        bySurface: REFUSAL_SURFACES.filter((s) => s === 'courier_accept' || s === 'dispatch_assign').map(
          (surface) => ({
            surface,
            count: sum(
              carry.filter((r) => r.surface === surface),
              (r) => r.count,
            ),
          }),
        ),
      },
      manifests: fleet
        .map((c) => ({ ...c, limitCents: carryLimitFor(c.vehicleType, settings.carryLimitsCents) }))
        .sort((a, b) => b.heldCents / b.limitCents - a.heldCents / a.limitCents),
      rules: rulesInForce(settings),
    };
  }
  return { report };
}
