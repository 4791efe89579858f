import { ShieldAlert } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';

/** An order's risk for staff: held orders stand out, a score without a hold is a warning, none is quiet. */
export function RiskBadge({ score, held }: { score: number; held: boolean }) {
  if (held) {
    return (
      <Badge tone="danger">
        <ShieldAlert className="h-3 w-3" aria-hidden />
        Held · {score}
      </Badge>
    );
  }
  if (score > 0) return <Badge tone="warning">Risk {score}</Badge>;
  return (
    <span className="text-xs text-muted" aria-label="No risk">
      —
    </span>
  );
}
