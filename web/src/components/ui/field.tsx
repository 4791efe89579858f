import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** Label, control and its error, wired for screen readers (the control gets aria-describedby `${id}-error`). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
