import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';
import { CONTROL } from './text-field.tsx';

interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  placeholder?: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function SelectField({ id, label, options, placeholder, error, registration }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        className={CONTROL}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      >
        {placeholder && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
