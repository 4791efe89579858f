import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

const INPUT =
  'h-11 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger';

/** A labelled input (ref-forwarding for react-hook-form focus) whose error is referenced by aria-describedby. */
export function FormField({ id, label, error, registration, ...input }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        {...input}
      />
    </Field>
  );
}
