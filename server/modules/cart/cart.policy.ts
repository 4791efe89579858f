import type { CartRow } from './cart.repo.ts';

/** A cart line belongs to exactly one user; nobody else may read or change it. */
export function canTouchLine(userId: string, line: CartRow | null): line is CartRow {
  return line !== null && line.userId === userId;
}
