import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';
import { cn } from '#web/lib/cn.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
}

export const CONTROL =
  'h-12 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger';

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ id, label, error, hint, registration, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      <input
        id={id}
        className={cn(CONTROL, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        {...input}
      />
    </Field>
  );
}
