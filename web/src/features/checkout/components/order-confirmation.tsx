import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS } from '#domain/checkout.schemas.ts';
import type { OrderView } from '#domain/orders/order.ts';
import { AccountOffer } from './account-offer.tsx';
import { CONFIRMATION_CARD, ConfirmationLayout } from './confirmation-layout.tsx';
import { PriceLinesList } from './price-lines.tsx';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The confirmation from the tab that placed the order: every line and price as the server stored them. */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const firstName = order.customerName.trim().split(/\s+/)[0] ?? '';
  const { address } = order;
  return (
    <ConfirmationLayout
      order={order}
      firstName={firstName}
      prices={
        <div className="mt-5 border-t border-border pt-5">
          <h3 className="sr-only">Price breakdown</h3>
          <PriceLinesList prices={order.pricing} borough={address.borough} />
        </div>
      }
      more={
        <>
          <AccountOffer email={order.email} />
          <section aria-labelledby="confirmation-delivery-title" className={CONFIRMATION_CARD}>
            <h2 id="confirmation-delivery-title" className="font-display text-2xl">
              Delivery details
            </h2>
            <dl className="mt-5 grid gap-5 text-sm sm:grid-cols-2">
              <Detail term="Deliver to">
                {order.customerName}
                <br />
                {address.street}
                {address.apartment ? `, ${address.apartment}` : ''}
                <br />
                {address.borough}, NY {address.zip}
              </Detail>
              <Detail term="When">{order.delivery.windowLabel}</Detail>
              <Detail term="Payment">
                <span data-testid="payment-method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
                <span className="block text-muted">Nothing was charged online</span>
              </Detail>
              {order.deliveryNote && <Detail term="Note for the courier">{order.deliveryNote}</Detail>}
            </dl>
          </section>
        </>
      }
    />
  );
}
