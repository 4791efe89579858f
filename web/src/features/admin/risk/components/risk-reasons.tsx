import type { RiskReason } from '#domain/risk/score.ts';

/** Each reason in words, with the points it added. */
export function RiskReasons({ reasons }: { reasons: readonly RiskReason[] }) {
  if (reasons.length === 0) return <p className="text-sm text-muted">No risk rule tripped.</p>;
  return (
    <ul className="space-y-1.5">
      {reasons.map((r) => (
        <li key={r.rule} className="flex items-baseline gap-2 text-sm">
          <span
            className="w-8 shrink-0 text-right font-mono text-xs text-muted"
            aria-label={`${r.weight} points`}
          >
            +{r.weight}
          </span>
          <span className="min-w-0">{r.text}</span>
        </li>
      ))}
    </ul>
  );
}
