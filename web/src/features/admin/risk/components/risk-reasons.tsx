import type { RiskReason } from '#domain/risk/score.ts';

/** Each reason in words, with the points it added. */
export function RiskReasons({ reasons }: { reasons: readonly RiskReason[] }) {
  if (reasons.length === 0) return <p className="text-sm text-muted">No risk rule tripped.</p>;
  return (
    <ul className="space-y-1.5">
      {reasons.map((r) => (
        <li key={r.rule} className="flex items-start justify-between gap-3 text-sm">
          <span className="min-w-0">{r.text}</span>
          <span className="shrink-0 font-mono text-xs text-muted">+{r.weight}</span>
        </li>
      ))}
    </ul>
  );
}
