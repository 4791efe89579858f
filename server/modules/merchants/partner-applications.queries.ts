import { eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { Role } from '#domain/auth.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { statusPage } from '#server/db/applications.ts';
import { instantKey } from '#server/db/keyset.ts';
import { userRoles, users } from '#server/db/schema/auth.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { merchantApplications, merchantMembers } from '#server/db/schema/merchants.ts';

// Read model of the admin's partner applications: each with who decided it and the shop it made.

const columns = {
  application: merchantApplications,
  decidedBy: users.name,
  shopSlug: merchants.slug,
  createdKey: instantKey(merchantApplications.createdAt),
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(merchantApplications)
    .leftJoin(users, eq(users.id, merchantApplications.decidedByUserId))
    .leftJoin(merchants, eq(merchants.id, merchantApplications.merchantId));

/** One page by status, newest first (`merchant_applications_status_created_idx`); reads `limit + 1` rows. */
export function partnerApplicationPage(
  db: DbOrTx,
  status: ApplicationStatus,
  after: readonly [createdKey: string, id: string] | null,
  limit: number,
) {
  const page = statusPage(merchantApplications, status, after);
  return base(db)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(limit + 1);
}

export async function findPartnerApplication(db: DbOrTx, id: string) {
  const [row] = await base(db).where(eq(merchantApplications.id, id)).limit(1);
  return row ?? null;
}
export type PartnerApplicationView = NonNullable<Awaited<ReturnType<typeof findPartnerApplication>>>;

/** The account with this e-mail, if any: its roles and whether it already works for a shop. */
export async function accountForOwner(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      userId: users.id,
      roles: sql<
        Role[]
      >`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} is not null), '{}')`,
      shopId: merchantMembers.merchantId,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(merchantMembers, eq(merchantMembers.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .groupBy(users.id, merchantMembers.merchantId)
    .limit(1);
  return row ?? null;
}
