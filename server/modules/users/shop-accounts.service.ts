import type { DbOrTx } from '#server/db/client.ts';
import { findAccountByEmail } from './account-setup.repo.ts';
import { addRole, lockUserState, removeRole } from './staff-users.repo.ts';

// The accounts of partner shops' people, for the merchants module, always in the caller's transaction.

/** The account with this e-mail, its row locked, with its roles; null for none. */
export async function lockAccountByEmail(tx: DbOrTx, email: string) {
  const found = await findAccountByEmail(tx, email);
  if (!found) return null;
  const state = await lockUserState(tx, found.id);
  return state && { ...found, roles: state.roles };
}

/** Gives the account the merchant role (kept if held). */
export const grantMerchantRole = (tx: DbOrTx, userId: string) => addRole(tx, userId, 'merchant');

/** Takes the merchant role away: the account no longer reaches the partner portal. */
export const dropMerchantRole = (tx: DbOrTx, userId: string) => removeRole(tx, userId, 'merchant');
