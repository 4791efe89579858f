import { eq } from 'drizzle-orm';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { statusPage } from '#server/db/applications.ts';
import { instantKey } from '#server/db/keyset.ts';
import { users } from '#server/db/schema/auth.ts';
import { courierApplications, couriers } from '#server/db/schema/couriers.ts';

// Read model of the staff applications screens: each application with who decided it and the courier it made.

const columns = {
  application: courierApplications,
  decidedBy: users.name,
  courierId: couriers.id,
  createdKey: instantKey(courierApplications.createdAt),
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
  after: readonly [createdKey: string, id: string] | null,
  limit: number,
) {
  const page = statusPage(courierApplications, status, after);
  return base(db)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(limit + 1);
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(courierApplications.id, id)).limit(1);
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
