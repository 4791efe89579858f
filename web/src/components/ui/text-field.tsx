import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#web/lib/cn.ts';
import { CONTROL_CLASS, FormField } from './form-field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  liveHint?: boolean;
  /** The react-hook-form field; a form on React's own actions passes `name` (and `defaultValue`) instead. */
  registration?: UseFormRegisterReturn;
  /** Classes for the input; `className` styles the field around it. */
  inputClassName?: string;
}

/** A form field whose control is an input registered with react-hook-form. */
export function TextField({
  id,
  label,
  error,
  hint,
  liveHint = false,
  registration,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      liveHint={liveHint}
      {...(className ? { className } : {})}
    >
      {(control) => (
        <input className={cn(CONTROL_CLASS, inputClassName)} {...control} {...registration} {...input} />
      )}
    </FormField>
  );
}
