import type { InputHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted',
        'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}
