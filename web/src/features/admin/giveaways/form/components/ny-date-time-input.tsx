import { useState } from 'react';
import { CONTROL_CLASS, FormField, type ValueFieldProps } from '#web/components/ui/form-field.tsx';
import { nyInstant } from '#domain/time/new-york.ts';
import { toNyInput } from '#domain/time/ny-format.ts';

/** The value is an ISO instant. */
interface NyDateTimeInputProps extends ValueFieldProps<string> {
  readOnly?: boolean;
}

/** A date and time typed in New York time, kept as an ISO instant (empty while incomplete). */
export function NyDateTimeInput({ value, onChange, onBlur, readOnly, ...field }: NyDateTimeInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? (value && !Number.isNaN(Date.parse(value)) ? toNyInput(value) : '');
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={CONTROL_CLASS}
          readOnly={readOnly}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            onChange(nyInstant(e.target.value)?.toISOString() ?? '');
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
