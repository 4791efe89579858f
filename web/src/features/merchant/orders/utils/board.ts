import { BOARD_COLUMNS, type BoardColumn, type MerchantOrderCard } from '#domain/merchant/orders.ts';

export type BoardColumns = Record<BoardColumn, MerchantOrderCard[]>;

/** The active orders by column, oldest first within a column (the one waiting longest is on top). */
export function groupByColumn(active: readonly MerchantOrderCard[]): BoardColumns {
  const columns = Object.fromEntries(
    BOARD_COLUMNS.map((c) => [c, [] as MerchantOrderCard[]]),
  ) as BoardColumns;
  for (const card of active) if (card.column) columns[card.column].push(card);
  for (const column of BOARD_COLUMNS) columns[column].sort((a, b) => a.placedAt.localeCompare(b.placedAt));
  return columns;
}

/** "arriving in 6 min", "at the shop" (0 minutes): the courier's ETA in words. */
export function arrivalText(etaMinutes: number): string {
  return etaMinutes <= 0 ? 'at the shop' : `arriving in ${etaMinutes} min`;
}

/** A card's secondary buttons, two to a row in a tablet's narrow column. */
export const SMALL_BUTTON = 'whitespace-nowrap px-1.5 text-sm md:text-xs lg:text-sm';
