import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** A form's outcome in words, announced when it appears. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: string }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-2xl border p-3.5 text-sm',
        tone === 'error'
          ? 'border-danger/40 bg-danger/10 text-danger'
          : 'border-border bg-success/12 text-success',
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
