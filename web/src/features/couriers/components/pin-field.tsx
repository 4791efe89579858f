import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';

interface PinFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** A react-hook-form field (the change-PIN form), or a plain `name` on a form action (unlock, first PIN). */
  registration?: UseFormRegisterReturn;
  name?: string;
  autoFocus?: boolean;
}

/** Digits only, masked, never offered for autofill. */
export function PinField(props: PinFieldProps) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      inputClassName="text-center text-2xl tracking-[0.3em]"
      {...props}
    />
  );
}
