import { Link } from 'react-router';
import { LoaderCircle, LockKeyhole } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { Checkout } from '#domain/checkout.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { CheckoutAlert } from '../utils/checkout-errors.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { CheckoutAlertBox } from './checkout-alert.tsx';
import { IdNotice } from './id-notice.tsx';

interface PlaceOrderPanelProps {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  alert: CheckoutAlert | null;
  /** Submitting or already placed: one order per press, never two. */
  busy: boolean;
}

export function PlaceOrderPanel({ form, alert, busy }: PlaceOrderPanelProps) {
  return (
    <div className="space-y-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      <IdNotice />
      <CheckboxField
        id="checkout-age-attested"
        label="I confirm I am 21 years of age or older"
        description="The courier checks a valid government ID before handing over your order."
        error={form.formState.errors.ageAttested?.message}
        registration={form.register('ageAttested')}
      />
      <CheckoutAlertBox alert={alert} />
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <LockKeyhole className="h-4 w-4" aria-hidden />
        )}
        {busy ? 'Placing order…' : 'Place order'}
      </Button>
      <p className="text-center text-xs text-muted">
        Nothing is charged now: you pay at the door. By ordering you accept our{' '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
          terms
        </Link>
        .
      </p>
    </div>
  );
}
