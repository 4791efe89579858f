import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The shared danger button's white text fails contrast on the dark theme's light red; dark text reads 7:1. */
export function DangerButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex h-12 cursor-pointer select-none items-center justify-center gap-2 rounded-full bg-danger px-7',
        'text-base font-medium tracking-wide text-primary-foreground shadow-sm transition hover:opacity-90',
        'disabled:pointer-events-none disabled:opacity-45',
        className,
      )}
      {...props}
    />
  );
}
