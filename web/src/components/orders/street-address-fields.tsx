import type { UseFormRegisterReturn } from 'react-hook-form';
import { boroughForZip, zipAreaProblem } from '#domain/compliance/delivery-area.ts';
import { TextField } from '#web/components/ui/text-field.tsx';

type StreetField = 'street' | 'apartment' | 'zip';

interface StreetAddressFieldsProps {
  /** Prefixes the inputs' ids: two forms on one page keep theirs apart. */
  idPrefix: string;
  /** The ZIP as typed so far: the borough it delivers to, or why it cannot, shows as it is typed. */
  zip: string;
  errors: Partial<Record<StreetField, string | undefined>>;
  registrations: Record<StreetField, UseFormRegisterReturn>;
}

/** A delivery address's street, apartment and ZIP, as checkout and the account's saved addresses ask for them. */
export function StreetAddressFields({ idPrefix, zip, errors, registrations }: StreetAddressFieldsProps) {
  const borough = boroughForZip(zip);
  return (
    <>
      <TextField
        id={`${idPrefix}-street`}
        label="Street address"
        autoComplete="address-line1"
        placeholder="245 Atlantic Ave"
        error={errors.street}
        registration={registrations.street}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-apartment`}
          label="Apartment, suite or floor (optional)"
          autoComplete="address-line2"
          error={errors.apartment}
          registration={registrations.apartment}
        />
        <TextField
          id={`${idPrefix}-zip`}
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="11217"
          error={errors.zip ?? zipAreaProblem(zip) ?? undefined}
          liveHint
          hint={
            borough ? (
              <>
                Delivering to <strong className="font-semibold text-foreground">{borough}</strong>
              </>
            ) : (
              'Manhattan, Brooklyn or Queens'
            )
          }
          registration={registrations.zip}
        />
      </div>
    </>
  );
}
