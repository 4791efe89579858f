import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { giveawayEntrants, giveawayWinners } from '#server/db/schema/giveaways.ts';

// Read model of the drawn names with the people behind them (name and e-mail, for staff and the notices).

const personName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`;

/** The drawn names in rank order with each person's user id, name and e-mail. */
export function drawnPeople(db: DbOrTx, giveawayId: string) {
  return db
    .select({
      winner: giveawayWinners,
      userId: giveawayEntrants.userId,
      name: personName,
      email: users.email,
    })
    .from(giveawayWinners)
    .innerJoin(giveawayEntrants, eq(giveawayEntrants.id, giveawayWinners.entrantId))
    .innerJoin(users, eq(users.id, giveawayEntrants.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(giveawayWinners.giveawayId, giveawayId))
    .orderBy(asc(giveawayWinners.rank));
}
export type DrawnPerson = Awaited<ReturnType<typeof drawnPeople>>[number];

/** A staff member's name for "drawn by". */
export async function personNameOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: personName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

/** Accounts by e-mail (the dev tools' test giveaway). */
export function usersByEmail(db: DbOrTx, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
}
