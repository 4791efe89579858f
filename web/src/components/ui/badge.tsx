import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const TONES = {
  neutral: 'bg-surface-2 text-foreground border-border',
  info: 'bg-sky-500/12 text-sky-800 border-sky-500/30 dark:text-sky-200',
  success: 'bg-success/12 text-success border-success/30',
  warning: 'bg-amber-500/15 text-amber-800 border-amber-500/35 dark:text-amber-200',
  danger: 'bg-danger/10 text-danger border-danger/35',
  accent: 'bg-accent-soft text-foreground border-accent/40',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short status label (order status, role, state): a tone and words, never colour alone. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
