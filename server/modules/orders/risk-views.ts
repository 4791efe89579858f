import { z } from 'zod';
import type { OrderRiskPanel } from '#domain/admin/risk.ts';
import { RiskReasonSchema } from '#domain/risk/score.ts';

const StoredReasons = z.array(RiskReasonSchema).catch([]);

/** Held for review: still pending with a hold on it (a cancelled held order is no longer waiting). */
export const isHeld = (order: { heldAt: Date | null; status: string }) =>
  order.heldAt !== null && order.status === 'pending';

/** The list's badge: the score and whether the order waits for review. */
export const riskBadge = (order: { riskScore: number; heldAt: Date | null; status: string }) => ({
  score: order.riskScore,
  held: isHeld(order),
});

/** The stored reasons as the domain reads them (rows written before a rule changed still parse or read empty). */
export const riskReasons = (stored: unknown) => StoredReasons.parse(stored);

/** The detail's panel: the score, its reasons and since when the order is held (null once released or ended). */
export function riskPanel(order: {
  riskScore: number;
  riskReasons: unknown;
  heldAt: Date | null;
  status: string;
}): OrderRiskPanel {
  return {
    score: order.riskScore,
    reasons: riskReasons(order.riskReasons),
    heldAt: isHeld(order) ? order.heldAt!.toISOString() : null,
  };
}
