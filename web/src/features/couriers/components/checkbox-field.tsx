import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckboxFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function CheckboxField({ id, label, error, registration }: CheckboxFieldProps) {
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-2xl border border-border bg-surface-2/40 p-3.5 text-sm font-medium transition has-[:checked]:border-accent/60 has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40"
      >
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 cursor-pointer accent-[var(--accent)] focus-visible:outline-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
