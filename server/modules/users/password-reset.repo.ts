import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { passwordResetTokens } from '#server/db/schema/auth.ts';

// Single-use password-reset links: only the token's SHA-256 is stored.

/** Voids the account's links that are neither used nor already void (a newer request replaces them). */
export async function replaceOpenResetTokens(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(passwordResetTokens)
    .set({ replacedAt: at })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.replacedAt),
      ),
    );
}

export async function insertResetToken(db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      replacedAt: passwordResetTokens.replacedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the link used if it is open and unexpired (one statement, so two tabs cannot both use it); its user or null. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        isNull(passwordResetTokens.replacedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
