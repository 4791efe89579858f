import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import type { SavedAddress } from '#domain/account/account-response.ts';
import { StreetAddressFields } from '#web/components/orders/street-address-fields.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { NEW_ADDRESS, type CheckoutValues } from '../utils/checkout-values.ts';
import { zipAreaProblem } from '../utils/delivery-area.ts';
import { FormSection } from './form-section.tsx';
import { NoteField } from './note-field.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';

interface AddressSectionProps {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  addresses: readonly SavedAddress[];
  /** A saved address id or NEW_ADDRESS. */
  selected: string;
  onSelect: (id: string) => void;
  /** Signed-in customers may keep a new address for next time. */
  canSave: boolean;
}

export function AddressSection({ form, addresses, selected, onSelect, canSave }: AddressSectionProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const zip = useWatch({ control, name: 'zip' });
  const usingSaved = selected !== NEW_ADDRESS && addresses.some((a) => a.id === selected);
  const zipError = errors.zip?.message ?? zipAreaProblem(zip) ?? undefined;

  return (
    <FormSection
      id="checkout-address"
      step={2}
      title="Delivery address"
      description="We deliver to homes in Manhattan, Brooklyn and Queens."
    >
      {addresses.length > 0 && (
        <SavedAddressPicker
          addresses={addresses}
          selected={usingSaved ? selected : NEW_ADDRESS}
          onSelect={onSelect}
          error={usingSaved ? (zipError ?? errors.street?.message ?? errors.apartment?.message) : undefined}
        />
      )}
      {!usingSaved && (
        <>
          <StreetAddressFields
            idPrefix="checkout"
            zip={zip}
            errors={{ street: errors.street?.message, apartment: errors.apartment?.message, zip: zipError }}
            registrations={{
              street: register('street'),
              apartment: register('apartment'),
              zip: register('zip'),
            }}
          />
          {canSave && (
            <CheckboxField
              id="checkout-save-address"
              label="Save this address"
              description="Pick it with one tap next time."
              registration={register('saveAddress')}
            />
          )}
        </>
      )}
      <CheckboxField
        id="checkout-residential"
        label="This is a residential address"
        description="We hand orders only to you, with your ID: never to a doorman, front desk or neighbour."
        error={errors.residential?.message}
        registration={register('residential')}
      />
      <NoteField form={form} />
    </FormSection>
  );
}
