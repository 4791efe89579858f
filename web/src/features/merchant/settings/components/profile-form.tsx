import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ShopProfileSchema,
  type MerchantShop,
  type ShopProfileInput,
} from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useShopWrite } from '../api/shop-writes.ts';
import { DayHoursRow } from './day-hours-row.tsx';

/** Monday first, as a shop's week reads; keys are New York weekdays, "0" = Sunday. */
const DAYS = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['0', 'Sunday'],
] as const;
type Output = z.output<typeof ShopProfileSchema>;

const valuesOf = (shop: MerchantShop): ShopProfileInput => ({
  description: shop.description,
  phone: formatPhone(shop.phone),
  openingHours: Object.fromEntries(
    DAYS.map(([k]) => [k, shop.openingHours[k] ?? null]),
  ) as ShopProfileInput['openingHours'],
});

/** The public profile: description, phone and the weekly hours (New York time). */
export function ProfileForm({ shop }: { shop: MerchantShop }) {
  const write = useShopWrite();
  const form = useForm<ShopProfileInput, unknown, Output>({
    resolver: zodResolver(ShopProfileSchema),
    values: valuesOf(shop),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((profile) =>
    write.mutate(
      { kind: 'profile', profile },
      {
        onSuccess: () => toast.success('Shop profile saved', { description: 'The storefront shows it now.' }),
        onError: (e) => toast.error(couldNotText('save the shop profile', e)),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <FormField id="shop-description" label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            rows={4}
            className={`${CONTROL_CLASS} h-auto py-3`}
          />
        )}
      </FormField>
      <TextField
        id="shop-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        registration={form.register('phone')}
      />
      <fieldset>
        <legend className="text-sm font-medium">Opening hours (New York time)</legend>
        <div className="mt-1 divide-y divide-border">
          {DAYS.map(([key, label]) => (
            <Controller
              key={key}
              control={form.control}
              name={`openingHours.${key}`}
              render={({ field, fieldState }) => (
                <DayHoursRow
                  day={label}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={
                    fieldState.error?.message ??
                    (fieldState.error as { closes?: { message?: string } } | undefined)?.closes?.message
                  }
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={write.isPending || !form.formState.isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
