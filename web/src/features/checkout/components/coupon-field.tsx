import { BadgePercent, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { CouponCodeSchema, type Checkout } from '#domain/checkout.schemas.ts';
import type { CouponTerms } from '#domain/pricing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { couponTermsText } from '../utils/coupon-terms.ts';

interface CouponFieldProps {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  /** The code the shown prices were quoted with. */
  applied: string;
  terms: CouponTerms | null;
  /** Why the quote refused the applied code. */
  quoteError: string | null;
  checking: boolean;
  onApply: (code: string) => void;
}

const ID = 'checkout-coupon';

/** Apply re-quotes with the code, so the breakdown shows the discount before the order is placed. */
export function CouponField({ form, applied, terms, quoteError, checking, onApply }: CouponFieldProps) {
  const { register, getValues, setValue, setError, clearErrors, formState } = form;
  const error =
    formState.errors.couponCode?.message ?? (applied && !checking ? (quoteError ?? undefined) : undefined);

  const apply = () => {
    const parsed = CouponCodeSchema.safeParse(getValues('couponCode'));
    if (!parsed.success) {
      setError(
        'couponCode',
        { type: 'format', message: parsed.error.issues[0]?.message },
        { shouldFocus: true },
      );
      return;
    }
    clearErrors('couponCode');
    setValue('couponCode', parsed.data);
    onApply(parsed.data);
  };
  const remove = () => {
    setValue('couponCode', '');
    clearErrors('couponCode');
    onApply('');
  };
  const registration = register('couponCode', {
    onChange: (event: { target: { value: string } }) => {
      clearErrors('couponCode');
      if (!event.target.value.trim() && applied) onApply('');
    },
  });

  return (
    <div className="space-y-1.5">
      <FormField id={ID} label="Coupon code" error={error}>
        {(control) => (
          <div className="flex gap-2">
            <input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="Enter a code"
              className={`${CONTROL_CLASS} uppercase placeholder:normal-case`}
              {...control}
              aria-describedby={
                control['aria-describedby'] ?? (applied && terms ? `${ID}-status` : undefined)
              }
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                apply();
              }}
              {...registration}
            />
            <Button
              variant="outline"
              className="h-12"
              onClick={apply}
              disabled={checking}
              aria-busy={checking}
            >
              Apply
            </Button>
          </div>
        )}
      </FormField>
      <div aria-live="polite">
        {!error && applied && terms && (
          <p id={`${ID}-status`} className="flex items-center gap-2 text-sm text-success">
            <BadgePercent className="h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1">
              Coupon <strong className="font-semibold">{terms.code}</strong> applied: {couponTermsText(terms)}
            </span>
            <button
              type="button"
              onClick={remove}
              className="inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-foreground"
              aria-label={`Remove coupon ${terms.code}`}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
