import { accountTopic, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { Published } from '#server/realtime/bus.ts';
import type { GiveawayRow } from './draw.repo.ts';
import { queueWinnerNotice } from './winner-messages.ts';

/** Tells a drawn person by e-mail that the prize is theirs to claim (in the caller's transaction). */
export async function notifyWinner(
  tx: DbOrTx,
  publicUrl: string,
  g: GiveawayRow,
  person: { userId: string; name: string; email: string; rank: number; deadline: Date; alternate: boolean },
) {
  await queueWinnerNotice(tx, {
    userId: person.userId,
    name: person.name,
    email: person.email,
    giveaway: { id: g.id, slug: g.slug, title: g.title, prize: g.prize },
    rank: person.rank,
    claimDeadline: person.deadline,
    publicUrl,
    alternate: person.alternate,
  });
}

/** Events after a commit that moved winners: staff follow the list, each person their own result. */
export function winnerEvents(giveawayId: string, userIds: readonly string[], at: string): Published[] {
  return [
    { topic: STAFF_GIVEAWAYS_TOPIC, event: { kind: 'giveaway.winners', giveawayId, at } },
    ...userIds.map((userId): Published => ({
      topic: accountTopic(userId),
      event: { kind: 'giveaway.mine', giveawayId, at },
    })),
  ];
}
