import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The look of every text input, select and textarea in a form. */
export const CONTROL_CLASS =
  'h-12 w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted/70 ' +
  'transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-danger';

/** What the control must carry so the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** Announce the hint politely when it changes (a hint that answers what was typed). */
  liveHint?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error; the control is described by the error, else by the hint. */
export function FormField({ id, label, error, hint, liveHint, className, children }: FormFieldProps) {
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        hasHint && (
          <p id={`${id}-hint`} aria-live={liveHint ? 'polite' : undefined} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A field driven by its value (a react-hook-form Controller): the staff forms' number and date-time inputs. */
export interface ValueFieldProps<Value, Changed = Value> {
  id: string;
  label: ReactNode;
  value: Value;
  onChange: (value: Changed) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: ReactNode;
}
