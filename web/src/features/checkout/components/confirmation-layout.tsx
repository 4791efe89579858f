import type { ComponentProps, ReactNode } from 'react';
import { ConfirmationHero } from './confirmation-hero.tsx';
import { IdNotice } from './id-notice.tsx';
import { NextSteps } from './next-steps.tsx';
import { OrderItems } from './order-items.tsx';

export const CONFIRMATION_CARD = 'rounded-3xl border border-border bg-surface p-5 sm:p-7';

interface ConfirmationLayoutProps {
  order: {
    orderNumber: string;
    trackingCode: string;
    delivery: { windowLabel: string };
    items: ComponentProps<typeof OrderItems>['items'];
  };
  firstName: string;
  /** What the order card shows under its lines: the price breakdown, or the total only. */
  prices: ReactNode;
  /** Cards under the order card. */
  more?: ReactNode;
}

/** An order confirmation: the hero, the order card (and any cards under it), the ID and next-step notes beside. */
export function ConfirmationLayout({ order, firstName, prices, more }: ConfirmationLayoutProps) {
  const card = (
    <section aria-labelledby="confirmation-order-title" className={CONFIRMATION_CARD}>
      <h2 id="confirmation-order-title" className="font-display text-2xl">
        Your order
      </h2>
      <div className="mt-5">
        <OrderItems items={order.items} />
      </div>
      {prices}
    </section>
  );
  return (
    <div className="space-y-6">
      <ConfirmationHero
        firstName={firstName}
        orderNumber={order.orderNumber}
        trackingCode={order.trackingCode}
        windowLabel={order.delivery.windowLabel}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        {more ? (
          <div className="space-y-6">
            {card}
            {more}
          </div>
        ) : (
          card
        )}
        <div className="space-y-6">
          <IdNotice />
          <NextSteps />
        </div>
      </div>
    </div>
  );
}
