import type { CourierDelivery } from '#domain/couriers/views.ts';

export type DeliveryStage = 'preparing' | 'pickup' | 'en_route' | 'at_door' | 'returning' | 'closed';

/** Where a held order stands for the courier, which decides the one next step the card offers. */
export function deliveryStage({
  status,
  arrivedAt,
}: Pick<CourierDelivery, 'status' | 'arrivedAt'>): DeliveryStage {
  switch (status) {
    case 'pending':
    case 'confirmed':
    case 'preparing':
      return 'preparing';
    case 'ready':
      return 'pickup';
    case 'in_transit':
      return arrivedAt ? 'at_door' : 'en_route';
    case 'returned':
      return 'returning';
    default:
      return 'closed';
  }
}

export const STAGE_LABELS: Record<DeliveryStage, string> = {
  preparing: 'Being prepared',
  pickup: 'Ready for pickup',
  en_route: 'On the way',
  at_door: 'At the door',
  returning: 'Back to the shop',
  closed: 'Closed',
};
