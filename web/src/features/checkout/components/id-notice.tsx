import { IdCard } from 'lucide-react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { cn } from '#web/lib/cn.ts';

/** NY Cannabis Law §127: the customer is told before ordering that the courier checks ID (21+). */
export function IdNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft/70 px-4 py-3.5 text-base font-semibold',
        className,
      )}
    >
      <IdCard className="h-5 w-5 shrink-0 text-accent" aria-hidden />
      {COMPLIANCE.idNotice}
    </p>
  );
}
