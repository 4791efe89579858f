import { useOrderAction } from './order-action.ts';

/** `POST /api/admin/orders/:id/cancel` (admin), with the reason the timeline shows. */
export const useCancelAdminOrder = (orderId: string) =>
  useOrderAction(orderId, 'cancel', (reason: string) => ({ reason }));
