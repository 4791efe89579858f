import type { DbOrTx } from '#server/db/client.ts';
import { emailMessage } from '#server/modules/notifications/email/render-email.ts';
import { giveawayWinnerEmail } from './emails/giveaway-winner.tsx';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';

export interface WinnerNotice {
  userId: string;
  name: string;
  email: string;
  giveaway: { id: string; slug: string; title: string; prize: string };
  rank: number;
  claimDeadline: Date;
  /** The store's public origin, for the link to My Entries. */
  publicUrl: string;
  /** A prize passed on from an earlier winner: the alternate is told so. */
  alternate: boolean;
}

/** Queues a winner's e-mail in the caller's transaction; the caller flushes the notifier after commit. */
export async function queueWinnerNotice(tx: DbOrTx, n: WinnerNotice) {
  const message = await emailMessage(giveawayWinnerEmail, n, {
    userId: n.userId,
    toAddress: n.email,
    template: 'giveaway-winner',
    payload: { giveawayId: n.giveaway.id, rank: n.rank },
  });
  return queueNotification(tx, message);
}
