import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown under the input when there is no error; announced politely when it changes. */
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

export const INPUT_CLASS =
  'h-12 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 ' +
  'transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger';

/** A labelled input; its error (or hint) is tied to it with aria-describedby. */
export function TextField({ id, label, error, hint, registration, className, ...input }: TextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        id={id}
        className={INPUT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} aria-live="polite" className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
