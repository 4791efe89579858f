import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { itemCount } from '#domain/cart.ts';
import { CheckoutSchema, type Checkout } from '#domain/checkout.schemas.ts';
import { boroughForZip } from '#domain/compliance/delivery-area.ts';
import { useSession } from '#web/lib/session.ts';
import { useCheckoutQuote, type CheckoutItem } from '../api/get-checkout-quote.ts';
import { useAccountPrefill } from '../hooks/use-account-prefill.ts';
import { useBeginCheckout } from '../hooks/use-begin-checkout.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { isCartProblem } from '../utils/checkout-errors.ts';
import { EMPTY_CHECKOUT, type CheckoutValues } from '../utils/checkout-values.ts';
import { summaryPricing } from '../utils/summary-pricing.ts';
import { AddressSection } from './address-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { CouponField } from './coupon-field.tsx';
import { DeliveryTimeSection } from './delivery-time-section.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PlaceOrderPanel } from './place-order-panel.tsx';

interface CheckoutFormProps {
  /** The cart's lines: a guest's order is made from them, a signed-in customer's from the server cart. */
  items: readonly CheckoutItem[];
  /** The NY purchase allowance meter, composed in by the route. */
  allowance?: ReactNode;
  onOrderPlaced?: () => void;
}

// The same schema the server parses with, so the messages match; the checkboxes start false.
const resolver = zodResolver(CheckoutSchema) as unknown as Resolver<CheckoutValues, unknown, Checkout>;

export function CheckoutForm({ items, allowance, onOrderPlaced }: CheckoutFormProps) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [couponCode, setCouponCode] = useState('');
  const quote = useCheckoutQuote({ userId, couponCode, items });
  const form = useForm<CheckoutValues, unknown, Checkout>({ resolver, defaultValues: EMPTY_CHECKOUT });
  const address = useAccountPrefill(form, userId);
  const { submit, alert, busy } = useCheckoutSubmit({
    form,
    items,
    isGuest: userId === null,
    appliedCoupon: couponCode,
    onOrderPlaced,
  });
  useBeginCheckout(itemCount(items));

  const zip = useWatch({ control: form.control, name: 'zip' });
  const data = quote.data;
  const borough = boroughForZip(zip);
  const pricing = data ? summaryPricing(data, borough) : null;

  return (
    <form
      noValidate
      aria-label="Checkout"
      onSubmit={(e) => void submit(e)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_27rem] xl:gap-x-10"
    >
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        <ContactSection form={form} birthDateKept={address.birthDateKept} />
        <AddressSection
          form={form}
          addresses={address.addresses}
          selected={address.selected}
          onSelect={address.select}
          canSave={userId !== null}
        />
        <DeliveryTimeSection form={form} options={data ?? null} />
        <PaymentSection form={form} />
      </div>
      {/* Phones: the summary sits above the button; desktop: beside the form, sticky. */}
      <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <OrderSummary
          quote={data}
          borough={borough}
          pricing={pricing}
          failure={
            !data && quote.error ? { message: quote.error.message, toCart: isCartProblem(quote.error) } : null
          }
          onRetry={() => void quote.refetch()}
          allowance={allowance}
          coupon={
            <CouponField
              form={form}
              applied={couponCode}
              terms={data?.coupon ?? null}
              quoteError={data?.couponError ?? null}
              checking={quote.isFetching}
              onApply={setCouponCode}
            />
          }
        />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <PlaceOrderPanel form={form} alert={alert} busy={busy} />
      </div>
    </form>
  );
}
