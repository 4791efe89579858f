import { CourierApplicationSchema, type CourierApplication } from '#domain/couriers/schemas.ts';
import { VEHICLE_LABELS, VEHICLE_TYPES, type VehicleType } from '#domain/couriers/rules.ts';
import { BOROUGHS, type Borough } from '#domain/compliance/delivery-area.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { useApplicationForm } from '#web/hooks/use-application-form.ts';
import { EmailField, FullNameField, PhoneField } from '#web/components/ui/contact-fields.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApplyAsCourier } from '../api/apply-courier.ts';
import { FormAlert } from './form-alert.tsx';

interface Values {
  fullName: string;
  email: string;
  phone: string;
  borough: Borough | '';
  vehicleType: VehicleType | '';
  birthDate: string;
  experience: string;
}

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  borough: '',
  vehicleType: '',
  birthDate: '',
  experience: '',
};
const VEHICLES = VEHICLE_TYPES.map((v) => [v, VEHICLE_LABELS[v]] as const);

export function CourierApplicationForm() {
  const apply = useApplyAsCourier();
  const { form, field, submit } = useApplicationForm<Values, CourierApplication>(
    CourierApplicationSchema,
    EMPTY,
    apply.mutateAsync,
  );
  const { isSubmitting } = form.formState;

  if (apply.data) return <FormAlert tone="success">{apply.data.message}</FormAlert>;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FullNameField id="apply-name" {...field('fullName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField id="apply-email" {...field('email')} />
        <PhoneField id="apply-phone" {...field('phone')} />
        <SelectField
          id="apply-borough"
          label="Borough"
          placeholder="Choose a borough"
          options={BOROUGHS.map((b) => [b, b] as const)}
          {...field('borough')}
        />
        <SelectField
          id="apply-vehicle"
          label="Vehicle"
          placeholder="Choose a vehicle"
          options={VEHICLES}
          {...field('vehicleType')}
        />
      </div>
      <TextField
        id="apply-birth-date"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        hint="Couriers must be 21 or older"
        {...field('birthDate')}
      />
      <FormField
        id="apply-experience"
        label="Delivery experience (optional)"
        error={field('experience').error}
      >
        {(control) => (
          <textarea
            rows={4}
            className={`${CONTROL_CLASS} h-auto py-3`}
            placeholder="Where you have delivered before, which neighbourhoods you know"
            {...control}
            {...form.register('experience')}
          />
        )}
      </FormField>
      {apply.error && <FormAlert>{apply.error.message}</FormAlert>}
      <SubmitButton pending={isSubmitting} variant="accent" spinner={false}>
        Send application
      </SubmitButton>
    </form>
  );
}
