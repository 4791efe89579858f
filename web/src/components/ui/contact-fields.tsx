import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The phone placeholder of the customer forms. */
export const PHONE_EXAMPLE = '(718) 555-0142';

type PresetProps = Omit<TextFieldProps, 'label'> & { label?: ReactNode };

/** A person's full name, as every sign-up, profile and application form asks it. */
export function FullNameField(props: PresetProps) {
  return <TextField label="Full name" autoComplete="name" {...props} />;
}

/** An e-mail address field (the e-mail keyboard on phones). */
export function EmailField(props: PresetProps) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...props} />;
}

/** A US phone number field (the phone keypad; autofill without the country code). */
export function PhoneField(props: PresetProps) {
  return <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel-national" {...props} />;
}
