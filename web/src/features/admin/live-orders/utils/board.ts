import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import { isFinal, statusLabel, type OrderStatus } from '#domain/orders/status.ts';
import type { RealtimeEvent } from '#domain/realtime.ts';

/** The board's columns, in the order an order goes through them. */
export const BOARD_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'in_transit'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const isBoardStatus = (status: OrderStatus): status is BoardStatus =>
  (BOARD_STATUSES as readonly OrderStatus[]).includes(status);

export interface BoardColumn {
  status: BoardStatus;
  title: string;
  orders: AdminOrderRow[];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Rows grouped by status, one column per active status, oldest order first in each. */
export function boardColumns(rows: readonly AdminOrderRow[]): BoardColumn[] {
  return BOARD_STATUSES.map((status) => ({
    status,
    title: capitalized(statusLabel(status)),
    orders: rows
      .filter((r) => r.status === status)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
  }));
}

export interface BoardUpdate {
  rows: AdminOrderRow[];
  /** The event names an order the board does not hold yet: the list must be fetched again. */
  refetch: boolean;
}

/**
 * What an `orders` topic event does to the board: a status change moves the card, a final status (delivered,
 * cancelled, returned) takes it off; a new order, or a change to an order the board lacks, asks for a refetch.
 */
export function applyBoardEvent(rows: readonly AdminOrderRow[], event: RealtimeEvent): BoardUpdate {
  const same = { rows: [...rows], refetch: false };
  if (event.kind === 'order.created') {
    return rows.some((r) => r.id === event.orderId) ? same : { rows: [...rows], refetch: true };
  }
  if (event.kind !== 'order.status') return same;
  const known = rows.some((r) => r.id === event.orderId);
  if (isFinal(event.status) || !isBoardStatus(event.status)) {
    return { rows: rows.filter((r) => r.id !== event.orderId), refetch: false };
  }
  if (!known) return { rows: [...rows], refetch: true };
  return {
    rows: rows.map((r) => (r.id === event.orderId ? { ...r, status: event.status } : r)),
    refetch: false,
  };
}

/** Minutes before the window ends when an order not yet out for delivery counts as at risk. */
export const AT_RISK_MINUTES = 15;

export interface Lateness {
  late: boolean;
  /** Said in words beside the colour, e.g. "Window ends in 9 min" or "Window missed 4 min ago". */
  text: string | null;
}

/**
 * Whether the delivery window is about to be missed: an order not yet in transit whose window ends within
 * 15 minutes (or has ended), or an order in transit past its window end.
 */
export function lateness(row: Pick<AdminOrderRow, 'status' | 'delivery'>, now: number): Lateness {
  const minutesLeft = Math.floor((Date.parse(row.delivery.windowEnd) - now) / 60_000);
  if (minutesLeft < 0) return { late: true, text: `Window missed ${-minutesLeft} min ago` };
  if (row.status !== 'in_transit' && minutesLeft <= AT_RISK_MINUTES) {
    return { late: true, text: `Window ends in ${minutesLeft} min` };
  }
  return { late: false, text: null };
}

/** "just now", "12 min", "2 h 5 min": how long ago the order was placed. */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** The next step staff take from the board, and its button label; none from ready on (a courier takes it). */
export const NEXT_ACTION: Partial<
  Record<BoardStatus, { to: 'confirmed' | 'preparing' | 'ready'; label: string }>
> = {
  pending: { to: 'confirmed', label: 'Confirm' },
  confirmed: { to: 'preparing', label: 'Mark preparing' },
  preparing: { to: 'ready', label: 'Mark ready' },
};
