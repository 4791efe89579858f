import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { AccountResponse, SavedAddress } from '#domain/account/account-response.ts';
import {
  SavedAddressInputSchema,
  type SavedAddressFields,
  type SavedAddressInput,
} from '#domain/account/saved-address.ts';
import { StreetAddressFields } from '#web/components/orders/street-address-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { showAuthError } from '../utils/auth-errors.ts';

const FIELDS = ['label', 'street', 'apartment', 'zip', 'isDefault'] as const;

interface AddressFormProps {
  userId: string;
  /** The address to change; none for a new one. */
  address?: SavedAddress;
  /** Whether the default box is offered (not for the only address, nor the default itself). */
  offerDefault: boolean;
  onDone: (account?: AccountResponse) => void;
}

/** Add or edit a delivery address: checkout's fields and rules, with a name and the default choice. */
export function AddressForm({ userId, address, offerDefault, onDone }: AddressFormProps) {
  const save = useSaveAddress(userId);
  const id = address?.id ?? 'new';
  const { register, handleSubmit, clearErrors, setError, formState, control } = useForm<
    SavedAddressInput,
    unknown,
    SavedAddressFields
  >({
    resolver: zodResolver(SavedAddressInputSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      label: address?.label ?? '',
      street: address?.street ?? '',
      apartment: address?.apartment ?? '',
      zip: address?.zip ?? '',
      isDefault: false,
    },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;
  const zip = useWatch({ control, name: 'zip' }) ?? '';
  const pending = save.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      const account = await save.mutateAsync(address ? { ...values, id: address.id } : values);
      toast.success(address ? 'Address updated' : 'Address saved');
      onDone(account);
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form
      noValidate
      aria-label={address ? `Edit ${address.label}` : 'New address'}
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-2xl border border-border p-4"
    >
      <TextField
        id={`address-${id}-label`}
        label="Name"
        placeholder="Home"
        autoFocus
        maxLength={40}
        error={errors.label?.message}
        registration={field('label')}
      />
      <StreetAddressFields
        idPrefix={`address-${id}`}
        zip={zip}
        errors={{
          street: errors.street?.message,
          apartment: errors.apartment?.message,
          zip: errors.zip?.message,
        }}
        registrations={{ street: field('street'), apartment: field('apartment'), zip: field('zip') }}
      />
      {offerDefault && (
        <CheckboxField
          id={`address-${id}-default`}
          label="Make this my default address"
          description="Checkout picks it first."
          registration={field('isDefault')}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={() => onDone()} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          {address ? 'Save address' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}
