import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';
import { CONTROL_CLASS } from './form-field.tsx';

interface ReasonFieldProps {
  id: string;
  label?: string;
  placeholder: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** The reason a dialog asks for before a staff action (cancel an order, block a user), with its error. */
export function ReasonField({ id, label = 'Reason', placeholder, error, registration }: ReasonFieldProps) {
  return (
    <div className="mt-5 space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
        className={cn(CONTROL_CLASS, 'h-auto py-2.5 text-sm')}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
