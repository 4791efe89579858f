import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** The way to "Report an incident" from every courier screen, and from a delivery (which it then names). */
export function ReportIncidentLink({ orderId, compact }: { orderId?: string; compact?: boolean }) {
  const to = orderId ? `/courier/incident?order=${encodeURIComponent(orderId)}` : '/courier/incident';
  return (
    <Link
      to={to}
      aria-label={compact ? 'Report an incident' : undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium text-danger transition hover:bg-danger/10',
        compact ? 'h-11 w-11' : 'h-10 px-3',
      )}
    >
      <ShieldAlert className="h-4 w-4" aria-hidden />
      {!compact && 'Report an incident'}
    </Link>
  );
}
