import { and, eq, sql } from 'drizzle-orm';
import type { PartnerApplication } from '#domain/merchant/partner-schemas.ts';
import { applicationRows } from '#server/db/applications.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { merchantApplications } from '#server/db/schema/merchants.ts';

// Partner applications. Only the merchants module writes merchant_applications.

export async function insertPartnerApplication(db: DbOrTx, input: PartnerApplication) {
  const [row] = await db
    .insert(merchantApplications)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning({ id: merchantApplications.id });
  return row!.id;
}

/** Which pending application already holds this licence or e-mail (the two unique partial indexes). */
export async function pendingClash(db: DbOrTx, licenseNumber: string, email: string) {
  const [row] = await db
    .select({
      license: sql<boolean>`upper(${merchantApplications.licenseNumber}) = upper(${licenseNumber})`,
    })
    .from(merchantApplications)
    .where(
      and(
        eq(merchantApplications.status, 'pending'),
        sql`(upper(${merchantApplications.licenseNumber}) = upper(${licenseNumber}) or lower(${merchantApplications.email}) = lower(${email}))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.license ? 'license' : 'email';
}

const applications = applicationRows(merchantApplications);
export const lockPartnerApplication = applications.lock;
export type PartnerApplicationRow = NonNullable<Awaited<ReturnType<typeof lockPartnerApplication>>>;
export const decidePartnerApplication = applications.decide;
