import { newYorkDateTime } from '#domain/giveaways/draw-text.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';

const BRAND = 'New York Minute NYC';

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

export const winnerSubject = (n: Pick<WinnerNotice, 'giveaway'>) => `You won: ${n.giveaway.prize}`;

/** The e-mail: the prize, the claim deadline in New York time and where to claim it. */
export function winnerBody(n: WinnerNotice): string {
  const firstName = n.name.trim().split(/\s+/)[0] || 'there';
  const link = `${n.publicUrl.replace(/\/$/, '')}/account/giveaway-entries`;
  return [
    `Hi ${firstName},`,
    '',
    n.alternate
      ? `The prize of "${n.giveaway.title}" has passed to you as the next alternate drawn: you won ${n.giveaway.prize}.`
      : `Your name was drawn in "${n.giveaway.title}": you won ${n.giveaway.prize}.`,
    '',
    `Claim it by ${newYorkDateTime(n.claimDeadline)}. After that the prize passes to the next alternate.`,
    'Claim it on My Entries, signed in with this e-mail address:',
    link,
    '',
    'You must be 21 or older and a New York resident; bring a valid ID when the prize is delivered.',
    '',
    BRAND,
  ].join('\n');
}

/** Queues a winner's e-mail in the caller's transaction; the caller flushes the notifier after commit. */
export function queueWinnerNotice(tx: DbOrTx, n: WinnerNotice) {
  return queueNotification(tx, {
    userId: n.userId,
    channel: 'email',
    toAddress: n.email,
    template: 'giveaway-winner',
    subject: winnerSubject(n),
    body: winnerBody(n),
    payload: { giveawayId: n.giveaway.id, rank: n.rank },
  });
}
