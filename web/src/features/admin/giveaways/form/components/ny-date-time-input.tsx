import { useState, type ReactNode } from 'react';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { fromNyInput, toNyInput } from '../utils/ny-time.ts';

interface NyDateTimeInputProps {
  id: string;
  label: ReactNode;
  /** An ISO instant. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  readOnly?: boolean;
}

/** A date and time typed in New York time, kept as an ISO instant (empty while incomplete). */
export function NyDateTimeInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  readOnly,
}: NyDateTimeInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (value && !Number.isNaN(Date.parse(value)) ? toNyInput(value) : '');
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={CONTROL_CLASS}
          readOnly={readOnly}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange(fromNyInput(e.target.value) ?? '');
          }}
          onBlur={() => {
            setTyped(null);
            onBlur();
          }}
        />
      )}
    </FormField>
  );
}
