import { IdCard } from 'lucide-react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { cn } from '#web/lib/cn.ts';

/** NY Cannabis Law §127: the courier hands over only to the named adult, 21+, after an ID check. */
export function IdReminder({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-2xl border border-accent/30 bg-accent-soft/70 px-4 py-3.5',
        className,
      )}
    >
      <IdCard className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
      <div>
        <p className="font-semibold">{COMPLIANCE.idNotice}</p>
        <p className="mt-0.5 text-sm text-muted">
          Only the person named on the order can receive it: no doormen, front desks or neighbours.
        </p>
      </div>
    </div>
  );
}
