import type { UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { EmailField, FullNameField, PHONE_EXAMPLE, PhoneField } from '#web/components/ui/contact-fields.tsx';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { formatPhoneInput } from '../utils/phone-input.ts';
import { FormSection } from './form-section.tsx';

const today = () => new Date().toLocaleDateString('en-CA');

interface ContactSectionProps {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  /** The account keeps a date of birth from its first checkout: shown, not typed again (the server uses it). */
  birthDateKept?: boolean;
}

export function ContactSection({ form, birthDateKept = false }: ContactSectionProps) {
  const { register, setValue, formState } = form;
  const { errors } = formState;
  // Registered where it renders: react-hook-form focuses the first invalid field in registration order.
  const formatPhone = (event: { target: { value: string } }) => {
    const formatted = formatPhoneInput(event.target.value);
    if (formatted !== event.target.value) setValue('phone', formatted);
  };

  return (
    <FormSection
      id="checkout-contact"
      step={1}
      title="Contact"
      description="We text delivery updates to this number and send the receipt to this e-mail."
    >
      <FullNameField
        id="checkout-full-name"
        hint="As it appears on your ID"
        error={errors.fullName?.message}
        registration={register('fullName')}
      />
      <EmailField id="checkout-email" error={errors.email?.message} registration={register('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          id="checkout-phone"
          placeholder={PHONE_EXAMPLE}
          error={errors.phone?.message}
          registration={register('phone', { onChange: formatPhone })}
        />
        <TextField
          id="checkout-birth-date"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          readOnly={birthDateKept}
          hint={birthDateKept ? 'Kept on your account from your first order' : 'You must be 21 or older'}
          error={errors.birthDate?.message}
          registration={register('birthDate')}
        />
      </div>
    </FormSection>
  );
}
