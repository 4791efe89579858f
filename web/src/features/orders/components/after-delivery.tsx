import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { OrderView } from '#domain/orders/order.ts';
import { OrderRating } from './order-rating.tsx';

/** After delivery: the receipt one tap away, and the rating of the order and its courier. */
export function AfterDelivery({ order, receiptHref }: { order: OrderView; receiptHref: string }) {
  return (
    <section
      aria-labelledby="after-delivery-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="after-delivery-title" className="font-display text-2xl">
        Enjoy your order
      </h2>
      <p className="mt-1.5 text-sm text-muted">
        Order {order.orderNumber} was delivered. Your receipt is below and in your e-mail.
      </p>
      <Link
        to={receiptHref}
        className="mt-4 inline-flex items-center gap-2 font-medium text-accent underline underline-offset-2"
      >
        <ReceiptText className="h-4 w-4" aria-hidden />
        View receipt
      </Link>
      <OrderRating order={order} />
    </section>
  );
}
