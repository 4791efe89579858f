import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';

interface DateTimeInputProps {
  id: string;
  label: ReactNode;
  /** An ISO instant, or null for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A local date and time, kept as an ISO instant (null when cleared). */
export function DateTimeInput({ id, label, value, onChange, onBlur, error, hint }: DateTimeInputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={CONTROL_CLASS}
          value={value ? format(new Date(value), "yyyy-MM-dd'T'HH:mm") : ''}
          onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
