import type { ReactNode } from 'react';
import { Banknote, Clock, MapPin, MessageSquareText } from 'lucide-react';
import { PAYMENT_METHOD_LABELS } from '#domain/checkout.schemas.ts';
import type { OrderView } from '#domain/orders/order.ts';
import { nyDateTime } from '#domain/time/ny-format.ts';
import { AddressLines } from '#web/components/orders/address-lines.tsx';

const PAYMENT_STATUS: Record<OrderView['paymentStatus'], string> = {
  due_at_door: 'Due at the door',
  paid: 'Paid',
  voided: 'Nothing due',
};

/** A term and its description, the term's icon beside both (a `dl` row holds only its `dt` and `dd`). */
function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="py-4 pl-[3.125rem] first:pt-0 last:pb-0">
      <dt className="relative text-xs font-semibold uppercase tracking-[0.16em] text-muted">
        <span className="absolute -left-[3.125rem] top-0 flex h-9 w-9 items-center justify-center rounded-full bg-accent-soft text-accent">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

/** Where, when and how: shown only to the customer who placed the order. */
export function DeliveryDetails({ order }: { order: OrderView }) {
  const { address, delivery } = order;
  const deliveredAt = order.status === 'delivered' ? order.progress.deliveredAt : null;
  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="delivery-title" className="font-display text-2xl">
        Delivery
      </h2>
      <dl className="mt-5 divide-y divide-border">
        <Row icon={<MapPin className="h-4 w-4" aria-hidden />} term="Address">
          <span className="block font-medium">{order.customerName}</span>
          <AddressLines address={address} streetClassName="block" />
        </Row>
        <Row icon={<Clock className="h-4 w-4" aria-hidden />} term={deliveredAt ? 'Delivered' : 'Window'}>
          <span data-testid="delivery-window" className="font-medium">
            {/* Once delivered, when it came; never the promise made at checkout. */}
            {deliveredAt ? nyDateTime(deliveredAt) : delivery.windowLabel}
          </span>
        </Row>
        <Row icon={<Banknote className="h-4 w-4" aria-hidden />} term="Payment">
          <span data-testid="payment-method" className="block font-medium">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
          </span>
          <span className="block text-sm text-muted">{PAYMENT_STATUS[order.paymentStatus]}</span>
        </Row>
        {order.deliveryNote && (
          <Row icon={<MessageSquareText className="h-4 w-4" aria-hidden />} term="Note for the courier">
            {order.deliveryNote}
          </Row>
        )}
      </dl>
    </section>
  );
}
