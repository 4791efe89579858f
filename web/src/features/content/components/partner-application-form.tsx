import { CircleAlert, Store } from 'lucide-react';
import {
  LICENSE_EXAMPLE,
  PartnerApplicationSchema,
  type PartnerApplication,
  type PartnerApplicationInput,
} from '#domain/merchant/partner-schemas.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useApplicationForm } from '#web/hooks/use-application-form.ts';
import { EmailField, PhoneField } from '#web/components/ui/contact-fields.tsx';
import { useApplyAsPartner } from '../api/apply-partner.ts';

type Values = PartnerApplicationInput;
const EMPTY: Values = {
  shopName: '',
  licenseNumber: '',
  street: '',
  zip: '',
  contactName: '',
  email: '',
  phone: '',
};
/** The partner application of /partner-shops: checked with the server's own schema, then the server's answer. */
export function PartnerApplicationForm() {
  const apply = useApplyAsPartner();
  const { form, field, submit } = useApplicationForm<Values, PartnerApplication>(
    PartnerApplicationSchema,
    EMPTY,
    apply.mutateAsync,
  );
  const { isSubmitting } = form.formState;

  if (apply.data) {
    return (
      <div role="status" className="rounded-2xl border border-border bg-success/10 p-6 text-center">
        <Store className="mx-auto h-8 w-8 text-success" aria-hidden />
        <p className="mt-3 font-display text-xl">Thank you, {form.getValues('contactName').split(' ')[0]}</p>
        <p className="mt-2 text-sm text-muted">{apply.data.message}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="partner-shop" label="Shop name" autoComplete="organization" {...field('shopName')} />
        <TextField
          id="partner-license"
          label="OCM licence number"
          autoCapitalize="characters"
          placeholder={LICENSE_EXAMPLE}
          {...field('licenseNumber')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <TextField
          id="partner-street"
          label="Street address"
          autoComplete="address-line1"
          {...field('street')}
        />
        <TextField
          id="partner-zip"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...field('zip')}
        />
      </div>
      <TextField id="partner-contact" label="Contact name" autoComplete="name" {...field('contactName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField id="partner-email" hint="The owner's sign-in to the shop portal" {...field('email')} />
        <PhoneField id="partner-phone" {...field('phone')} />
      </div>
      {apply.error && !(apply.error instanceof ApiError && Object.keys(apply.error.fields).length > 0) && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {apply.error.message}
        </p>
      )}
      <SubmitButton pending={isSubmitting} variant="accent" spinner={false}>
        Send application
      </SubmitButton>
    </form>
  );
}
