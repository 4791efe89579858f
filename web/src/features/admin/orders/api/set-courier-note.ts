import { useOrderAction } from './order-action.ts';

/**
 * `PUT /api/admin/orders/:id/courier-note` (admin and support): the note the courier sees on this delivery; it
 * replaces the last one, and an empty text removes it.
 */
export const useSetCourierNote = (orderId: string) =>
  useOrderAction(orderId, 'courier-note', (text: string) => ({ text }), 'PUT');
