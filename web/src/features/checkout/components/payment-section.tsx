import { Banknote, CreditCard, ShieldCheck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Checkout } from '#domain/checkout.schemas.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { FormSection } from './form-section.tsx';

const DETAILS = {
  cash: { icon: Banknote, text: 'Exact change appreciated' },
  debit: { icon: CreditCard, text: 'Tap or insert your debit card with the courier' },
} as const;

const CARD =
  'flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-sm transition hover:border-accent/40 ' +
  'has-[:checked]:border-accent has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40';
const ERROR_ID = 'checkout-payment-error';

/** NY practice: card networks refuse cannabis, so payment is cash or debit at the door. */
export function PaymentSection({ form }: { form: UseFormReturn<CheckoutValues, unknown, Checkout> }) {
  const error = form.formState.errors.paymentMethod?.message;
  return (
    <FormSection id="checkout-payment" step={4} title="Payment">
      <fieldset
        className="space-y-3"
        aria-describedby={`checkout-payment-note${error ? ` ${ERROR_ID}` : ''}`}
      >
        <legend className="sr-only">How will you pay at the door?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => {
            const { icon: Icon, text } = DETAILS[method];
            return (
              <label key={method} className={CARD}>
                <input
                  type="radio"
                  value={method}
                  className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-[var(--accent)] focus-visible:outline-none"
                  aria-invalid={error ? true : undefined}
                  {...form.register('paymentMethod')}
                />
                <span>
                  <span className="flex items-center gap-1.5 font-medium">
                    <Icon className="h-4 w-4 text-accent" aria-hidden />
                    {PAYMENT_METHOD_LABELS[method]}
                  </span>
                  <span className="mt-0.5 block text-muted">{text}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p id="checkout-payment-note" className="flex items-start gap-2.5 text-sm text-muted">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
        Nothing is charged online: card networks don&apos;t accept cannabis purchases, so you pay the courier
        when your order arrives.
      </p>
      {error && (
        <p id={ERROR_ID} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </FormSection>
  );
}
