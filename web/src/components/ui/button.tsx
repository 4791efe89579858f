import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90 shadow-sm',
  accent: 'bg-accent text-accent-foreground hover:brightness-105 shadow-sm',
  outline: 'border border-border bg-surface text-foreground hover:bg-surface-2',
  ghost: 'text-foreground hover:bg-surface-2',
  link: 'text-foreground underline-offset-4 hover:underline px-0',
  danger: 'bg-danger text-danger-foreground hover:opacity-90',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-11 w-11',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

export function buttonClass(variant: keyof typeof VARIANTS = 'primary', size: keyof typeof SIZES = 'md') {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium tracking-wide transition',
    'disabled:pointer-events-none disabled:opacity-45 cursor-pointer select-none',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonClass(variant, size), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
