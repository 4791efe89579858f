import { Navigation } from 'lucide-react';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { CourierStatus } from './courier-status.tsx';

interface CourierCardProps {
  status: OrderStatus;
  progress: DeliveryProgress;
  courier: CourierPosition | null;
}

/** The courier's ETA on the order page while the order is on its way; the map is one link away. */
export function CourierCard({ status, progress, courier }: CourierCardProps) {
  return (
    <section
      aria-labelledby="courier-card-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="courier-card-title" className="flex items-center gap-2.5 font-display text-2xl">
        <Navigation className="h-5 w-5 text-accent" aria-hidden />
        Your courier
      </h2>
      <CourierStatus status={status} progress={progress} courier={courier} className="mt-2" />
    </section>
  );
}
