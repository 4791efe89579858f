import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTROL_CLASS, FormField } from './form-field.tsx';

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  options: readonly (readonly [value: string, label: string])[];
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** A form field whose control is a select registered with react-hook-form. */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  registration,
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select className={CONTROL_CLASS} {...control} {...registration}>
          {placeholder && <option value="">{placeholder}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
