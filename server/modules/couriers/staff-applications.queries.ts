import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { courierApplications, couriers } from '#server/db/schema/couriers.ts';

// Read model of the staff applications screens: each application with who decided it and the courier it made.

const columns = {
  application: courierApplications,
  decidedBy: users.name,
  courierId: couriers.id,
  createdKey: sql<string>`to_char(${courierApplications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(courierApplications)
    .leftJoin(users, eq(users.id, courierApplications.decidedByUserId))
    .leftJoin(couriers, eq(couriers.userId, courierApplications.userId));

/** One page by status, newest first (`courier_applications_status_created_idx`); reads `limit + 1` rows. */
export async function applicationPage(
  db: DbOrTx,
  status: ApplicationStatus,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return base(db)
    .where(
      and(
        eq(courierApplications.status, status),
        after
          ? sql`(${courierApplications.createdAt}, ${courierApplications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(courierApplications.createdAt), desc(courierApplications.id))
    .limit(limit + 1);
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(courierApplications.id, id)).limit(1);
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
