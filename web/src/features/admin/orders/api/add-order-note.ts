import { useOrderAction } from './order-action.ts';

/** `POST /api/admin/orders/:id/notes` (admin and support): an internal note, never shown to the customer. */
export const useAddOrderNote = (orderId: string) =>
  useOrderAction(orderId, 'notes', (text: string) => ({ text }));
