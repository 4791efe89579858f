import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function CheckboxField({ id, label, description, error, registration }: CheckboxFieldProps) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className="flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface-2/40 p-3.5 text-sm transition has-[:checked]:border-accent/60 has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40"
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-[var(--accent)] focus-visible:outline-none"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...registration}
        />
        <span className="space-y-0.5">
          <span id={`${id}-label`} className="block font-medium">
            {label}
          </span>
          {description && (
            <span id={`${id}-description`} className="block text-muted">
              {description}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
