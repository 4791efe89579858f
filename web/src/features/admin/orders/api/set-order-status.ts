import type { AdminStatusTarget } from '#domain/admin/order-detail.ts';
import { useOrderAction } from './order-action.ts';

/** `POST /api/admin/orders/:id/status` (admin): confirmed, preparing or ready. */
export const useSetOrderStatus = (orderId: string) =>
  useOrderAction(orderId, 'status', (to: AdminStatusTarget) => ({ to }));
