import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CourierProfileSchema } from '#domain/couriers/schemas.ts';
import { VEHICLE_LABELS, VEHICLE_TYPES, type VehicleType } from '#domain/couriers/rules.ts';
import type { CourierView } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { setFieldErrors } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { FullNameField, PhoneField } from '#web/components/ui/contact-fields.tsx';
import { useUpdateProfile, type CourierProfile } from '../api/update-profile.ts';
import { formatPhone } from '#web/lib/format-phone.ts';
import { FormAlert } from './form-alert.tsx';

interface Values {
  fullName: string;
  phone: string;
  vehicleType: VehicleType;
}

const VEHICLES = VEHICLE_TYPES.map((v) => [v, VEHICLE_LABELS[v]] as const);
const resolver = zodResolver(CourierProfileSchema) as unknown as Resolver<Values, unknown, CourierProfile>;
const FIELDS = ['fullName', 'phone', 'vehicleType'] as const;

export function ProfileForm({ courier }: { courier: CourierView }) {
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, CourierProfile>({
    resolver,
    values: {
      fullName: courier.fullName,
      phone: formatPhone(courier.phone),
      vehicleType: courier.vehicleType,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success('Profile updated');
    } catch (error) {
      setFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FullNameField
        id="courier-name"
        error={errors.fullName?.message}
        registration={form.register('fullName')}
      />
      <PhoneField id="courier-phone" error={errors.phone?.message} registration={form.register('phone')} />
      <SelectField
        id="courier-vehicle"
        label="Vehicle"
        options={VEHICLES}
        error={errors.vehicleType?.message}
        registration={form.register('vehicleType')}
      />
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-surface-2/60 p-4 text-sm">
        <div className="col-span-2">
          <dt className="text-muted">E-mail</dt>
          <dd className="mt-0.5 break-words font-medium">{courier.email}</dd>
        </div>
        <div>
          <dt className="text-muted">Commission rate</dt>
          <dd className="mt-0.5 font-medium" data-testid="commission-rate">
            {courier.commissionRate}%
          </dd>
        </div>
        <div>
          <dt className="text-muted">Carry limit</dt>
          <dd className="mt-0.5 font-medium">{formatUsd(courier.carryLimitCents)} at once</dd>
        </div>
      </dl>
      {update.error && <FormAlert>{update.error.message}</FormAlert>}
      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={isSubmitting || !isDirty}>
        Save changes
      </Button>
    </form>
  );
}
