import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  CouponInputSchema,
  type AdminCoupon,
  type CouponFormValues,
  type CouponInput,
} from '#domain/admin/coupons.ts';
import type { PartnerShop } from '#domain/catalog/shops-response.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { couponValues, NEW_COUPON } from '../utils/coupon-values.ts';
import { NumberInput } from '#web/components/ui/number-field.tsx';
import { DateTimeInput } from './coupon-inputs.tsx';
import { CouponScope } from './coupon-scope.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

interface CouponFormProps {
  /** The saved coupon when editing; none when creating. */
  coupon?: AdminCoupon;
  shops: PartnerShop[];
  onSaved: (coupon: AdminCoupon) => void;
  aside?: React.ReactNode;
}

/** Every term of a coupon, validated with the domain schema the server uses; the server's refusals land on fields. */
export function CouponForm({ coupon, shops, onSaved, aside }: CouponFormProps) {
  const form = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(CouponInputSchema),
    defaultValues: coupon ? couponValues(coupon) : NEW_COUPON,
    mode: 'onBlur',
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const save = useSaveCoupon(coupon?.id ?? null);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ coupon: saved }) => {
        toast.success(coupon ? `Coupon ${saved.code} saved` : `Coupon ${saved.code} created`);
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            setError(field as Path<CouponFormValues>, { type: 'server', message });
          }
        }
        toast.error(couldNotText('save the coupon', error));
      },
    }),
  );
  useShortcut({
    keys: 'mod+s',
    description: 'Save the coupon',
    group: 'Coupon',
    inFields: true,
    run: () => void submit(),
  });

  const codeLocked = Boolean(coupon?.used);
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={coupon ? `Coupon ${coupon.code}` : 'New coupon'}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Section title="Details">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="coupon-code"
                label="Code"
                autoComplete="off"
                inputClassName="font-mono uppercase"
                readOnly={codeLocked}
                hint={
                  codeLocked
                    ? 'The code is fixed: the coupon has been used.'
                    : 'Customers type it at checkout.'
                }
                error={errors.code?.message}
                registration={register('code')}
              />
              <TextField
                id="coupon-description"
                label="Description"
                hint="For the team; customers do not see it."
                error={errors.description?.message}
                registration={register('description')}
              />
            </div>
          </Section>
          <Section title="Discount">
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                id="coupon-kind"
                label="Kind"
                options={COUPON_KINDS.map((k) => [k, COUPON_KIND_LABELS[k]] as const)}
                error={errors.kind?.message}
                registration={register('kind', {
                  onChange: (e: { target: { value: string } }) =>
                    setValue(
                      'value',
                      e.target.value === 'free_delivery' ? 0 : e.target.value === 'fixed' ? 500 : 10,
                    ),
                })}
              />
              {kind !== 'free_delivery' && (
                <Controller
                  control={control}
                  name="value"
                  render={({ field }) => (
                    <NumberInput
                      id="coupon-value"
                      label={kind === 'percent' ? 'Percent off' : 'Amount off'}
                      money={kind === 'fixed'}
                      {...(kind === 'percent' ? { suffix: '%' } : {})}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? Number.NaN)}
                      onBlur={field.onBlur}
                      error={errors.value?.message}
                    />
                  )}
                />
              )}
              {kind === 'percent' && (
                <Controller
                  control={control}
                  name="maxDiscountCents"
                  render={({ field }) => (
                    <NumberInput
                      id="coupon-cap"
                      label="Cap"
                      money
                      optional
                      hint="The most it takes off; empty for no cap."
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors.maxDiscountCents?.message}
                    />
                  )}
                />
              )}
            </div>
            <Controller
              control={control}
              name="minSubtotalCents"
              render={({ field }) => (
                <NumberInput
                  id="coupon-minimum"
                  label="Minimum subtotal"
                  money
                  hint="$0.00 for any order."
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? Number.NaN)}
                  onBlur={field.onBlur}
                  error={errors.minSubtotalCents?.message}
                />
              )}
            />
          </Section>
          <Section title="Dates and limits">
            <div className="grid gap-4 sm:grid-cols-2">
              {(['startsAt', 'endsAt'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <DateTimeInput
                      id={`coupon-${name}`}
                      label={name === 'startsAt' ? 'Starts' : 'Ends'}
                      hint={name === 'startsAt' ? 'Empty: from now.' : 'Empty: no end.'}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors[name]?.message}
                    />
                  )}
                />
              ))}
              {(['usageLimit', 'perCustomerLimit'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <NumberInput
                      id={`coupon-${name}`}
                      label={name === 'usageLimit' ? 'Total usage limit' : 'Per-customer limit'}
                      optional
                      hint="Empty for no limit."
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={errors[name]?.message}
                    />
                  )}
                />
              ))}
            </div>
            <CheckboxField
              id="coupon-first-order"
              label="First order only"
              description="Only a signed-in customer with no earlier order may use it."
              registration={register('firstOrderOnly')}
            />
          </Section>
          <Section title="Applies to">
            <CouponScope control={control} shops={shops} />
          </Section>
        </div>
        <div className="order-first space-y-5 lg:order-none">
          <Section title="Status">
            <CheckboxField
              id="coupon-active"
              label="Active"
              description="Customers can redeem it between its dates."
              registration={register('isActive')}
            />
            <Button type="submit" className="w-full" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
            </Button>
          </Section>
          {aside}
        </div>
      </div>
    </form>
  );
}
