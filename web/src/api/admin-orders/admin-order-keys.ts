/**
 * The admin's order query keys: the orders area reads and updates them, and so do the areas whose actions change
 * an order (approving a held order, assigning a courier).
 */
export const ADMIN_ORDERS_KEY = ['admin', 'orders', 'list'] as const;

export const adminOrderKey = (id: string) => ['admin', 'orders', 'detail', id] as const;
