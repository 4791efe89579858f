import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { itemCount } from '#domain/cart.ts';
import type { Checkout } from '#domain/checkout.schemas.ts';
import type { PlaceOrderResult } from '#domain/checkout/checkout-response.ts';
import { track } from '#web/lib/analytics.ts';
import type { CheckoutItem } from '../api/get-checkout-quote.ts';
import { refreshAfterOrder, usePlaceOrder } from '../api/place-order.ts';
import { describeCheckoutError, type CheckoutAlert } from '../utils/checkout-errors.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';
import { saveConfirmation } from '../utils/confirmation-storage.ts';
import { zipAreaProblem } from '../utils/delivery-area.ts';
import { clearIdempotencyKey, idempotencyKeyFor } from '../utils/idempotency.ts';

interface Options {
  form: UseFormReturn<CheckoutValues, unknown, Checkout>;
  items: readonly CheckoutItem[];
  isGuest: boolean;
  /** The coupon the shown prices include. */
  appliedCoupon: string;
  /** Runs once the confirmation page is showing (a guest's cart is cleared then, not before). */
  onOrderPlaced?: () => void;
}

export const APPLY_COUPON_FIRST = 'Press Apply to check this coupon before placing your order';

/** Places the order once per attempt and routes every refusal to its field or to the alert. */
export function useCheckoutSubmit({ form, items, isGuest, appliedCoupon, onOrderPlaced }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeOrder = usePlaceOrder();
  const [alert, setAlert] = useState<CheckoutAlert | null>(null);
  const [placed, setPlaced] = useState(false);
  // A second press in the same frame (before the button disables) must not send a second request.
  const inFlight = useRef(false);

  function showError(error: unknown) {
    const view = describeCheckoutError(error);
    if (view.newKey) clearIdempotencyKey();
    view.fields.forEach(([name, message], index) =>
      form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    setAlert(view.alert);
  }

  async function onValid(values: Checkout) {
    if (inFlight.current) return;
    setAlert(null);
    const areaProblem = zipAreaProblem(values.zip);
    if (areaProblem) {
      form.setError('zip', { type: 'area', message: areaProblem }, { shouldFocus: true });
      return;
    }
    if (values.couponCode !== appliedCoupon) {
      form.setError('couponCode', { type: 'apply', message: APPLY_COUPON_FIRST }, { shouldFocus: true });
      return;
    }
    const body: Checkout = {
      ...values,
      saveAddress: !isGuest && values.saveAddress,
      ...(isGuest ? { items: [...items] } : {}),
    };
    let result: PlaceOrderResult;
    inFlight.current = true;
    try {
      result = await placeOrder.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) });
    } catch (error) {
      inFlight.current = false;
      showError(error);
      return;
    }
    const { order } = result;
    setPlaced(true);
    clearIdempotencyKey();
    saveConfirmation(order);
    const properties = {
      orderNumber: order.orderNumber,
      totalCents: order.pricing.totalCents,
      itemCount: itemCount(order.items),
    };
    track('purchase', properties);
    track('Order Completed', properties);
    await navigate(`/order-confirmation?code=${encodeURIComponent(order.trackingCode)}`);
    onOrderPlaced?.();
    refreshAfterOrder(queryClient);
  }

  return {
    submit: (event: FormEvent) => form.handleSubmit(onValid, () => setAlert(null))(event),
    alert,
    busy: form.formState.isSubmitting || placed,
  };
}
