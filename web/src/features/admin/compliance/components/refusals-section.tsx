import { dayBars } from '../utils/period.ts';
import type { ComplianceReport } from '#domain/admin/compliance.ts';
import { REFUSAL_RULE_LABELS, REFUSAL_SURFACE_LABELS } from '#domain/compliance/refusals.ts';
import { BarChart } from '#web/components/charts/bar-chart.tsx';
import { FiguresTable, SectionCard } from './section-card.tsx';

const count = (n: number) => n.toLocaleString('en-US');

/** Requests refused under a NY rule in the period: by rule, and their trend by day. */
export function RefusalsSection({ refusals }: { refusals: ComplianceReport['refusals'] }) {
  const trend = dayBars(refusals.byDay, (d) => d.count);
  return (
    <SectionCard
      title="Refusals"
      description={`${count(refusals.total)} requests refused under a New York rule (the log keeps the rule and the user id only).`}
    >
      <FiguresTable caption="Refusals by rule" head={['Rule', ['Refusals', 'end']]}>
        {refusals.byRule.map((r) => (
          <tr key={r.rule}>
            <th scope="row" className="text-left font-normal">
              {REFUSAL_RULE_LABELS[r.rule]}
            </th>
            <td className="text-right tabular-nums">{count(r.count)}</td>
          </tr>
        ))}
      </FiguresTable>
      <div className="mt-4">
        <BarChart
          title="Refusals by day"
          data={trend}
          format={count}
          labelEvery={Math.max(1, Math.ceil(trend.length / 10))}
        />
      </div>
    </SectionCard>
  );
}

/** Returned orders of the period, by the courier's reason; and carry-limit refusals, by where they happened. */
export function ReturnsSection({
  returns,
  carry,
}: {
  returns: ComplianceReport['returns'];
  carry: ComplianceReport['carryRefusals'];
}) {
  return (
    <SectionCard
      title="Returns and carry limits"
      description="Failed hand-overs and loads refused at the limit."
    >
      <FiguresTable caption="Returned orders by reason" head={['Returned because', ['Orders', 'end']]}>
        {returns.byReason.length === 0 ? (
          <tr>
            <td colSpan={2} className="text-center text-muted">
              No order was returned in this period.
            </td>
          </tr>
        ) : (
          returns.byReason.map((r) => (
            <tr key={r.reason}>
              <th scope="row" className="text-left font-normal">
                {r.label}
              </th>
              <td className="text-right tabular-nums">{count(r.count)}</td>
            </tr>
          ))
        )}
        <tr className="bg-surface-2/50 font-semibold">
          <th scope="row" className="text-left">
            Returned orders
          </th>
          <td className="text-right tabular-nums">{count(returns.total)}</td>
        </tr>
      </FiguresTable>
      <FiguresTable
        caption="Carry-limit refusals"
        head={['Carry-limit refusals', ['Count', 'end']]}
        className="mt-4"
      >
        {carry.bySurface.map((s) => (
          <tr key={s.surface}>
            <th scope="row" className="text-left font-normal">
              {REFUSAL_SURFACE_LABELS[s.surface]}
            </th>
            <td className="text-right tabular-nums">{count(s.count)}</td>
          </tr>
        ))}
      </FiguresTable>
    </SectionCard>
  );
}
