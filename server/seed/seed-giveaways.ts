import type { Tx } from '#server/db/client.ts';
import { giveaways } from '#server/db/schema/giveaways.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { newSeed } from '#server/modules/giveaways/commitment.ts';

const DAY = 86_400_000;

/**
 * The demo's live giveaway (the header's 'LIVE GIVEAWAY' and the banner lead to it), opened a week before the seed
 * and ending 60 days after, and the settings switches that turn the giveaway and support chat features on.
 */
export async function seedGiveaways(tx: Tx, now = new Date()) {
  await tx.insert(giveaways).values({
    slug: 'nyc-biggest-flower',
    title: "NYC's Biggest Flower Giveaway",
    prize: '$4,000 of flower from our partner shops, delivered in monthly boxes',
    prizeValueCents: 400_000,
    sponsor: 'New York Minute Delivery',
    startsAt: new Date(now.getTime() - 7 * DAY),
    endsAt: new Date(now.getTime() + 60 * DAY),
    entryEntries: 1,
    referralEntries: 3,
    orderEntries: 5,
    perPersonLimit: 100,
    winnersCount: 1,
    alternatesCount: 3,
    claimDays: 14,
    rulesAdditions: '',
    bannerText: 'WIN $4,000 FLOWER',
    active: true,
    ...newSeed(),
  });
  await tx
    .insert(storeSettings)
    .values({ key: 'features', value: { giveaway: true, supportChat: true } })
    .onConflictDoNothing();
}
