import { createHash } from 'node:crypto';
import type { Role } from '#domain/auth.ts';
import {
  isInvitationToken,
  STAFF_MESSAGES,
  type InvitationStatus,
  type StaffInvitationAnswer,
  type StaffInvitationView,
} from '#domain/merchant/staff.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { grantMerchantRole, lockAccountByEmail } from '#server/modules/users/shop-accounts.service.ts';
import { addMember } from './members.repo.ts';
import { membershipOf } from './merchants.queries.ts';
import { shopNameOf } from './staff.queries.ts';
import {
  findInvitationByToken,
  markAccepted,
  markDeclined,
  type InvitationRow,
} from './staff-invitations.repo.ts';

/** A link's token is 32 random bytes; only its SHA-256 is stored. */
export const invitationDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Store team and courier accounts see or carry every shop's orders: they cannot also work for one shop. */
const STORE_ROLES: readonly Role[] = ['admin', 'support', 'courier'];

type InvitedRow = InvitationRow & { shopName: string };

function statusOf(row: InvitationRow, at: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.declinedAt) return 'declined';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= at ? 'expired' : 'pending';
}

const toView = (row: InvitedRow, status: InvitationStatus): StaffInvitationView => ({
  shopName: row.shopName,
  email: row.email,
  status,
  expiresAt: row.expiresAt.toISOString(),
});

interface Deps {
  db: Db;
  now(): Date;
  /** After a commit: the shop's staff screens refresh; with a user, their sockets re-check. */
  changed(shopId: string, userId?: string): Promise<void>;
}

/**
 * The invitee's side: seeing an invitation by its link, accepting or declining it. Accepting needs the invitee's own
 * session on the account whose e-mail was invited, and every rule is checked in the transaction that grants.
 */
export function createInvitationAnswers({ db, now, changed }: Deps) {
  async function find(tx: DbOrTx, token: string, lock: boolean) {
    const row = isInvitationToken(token)
      ? await findInvitationByToken(tx, invitationDigest(token), lock)
      : null;
    if (!row) throw notFound(STAFF_MESSAGES.invitationInvalid);
    return { ...row, shopName: await shopNameOf(tx, row.shopId) };
  }

  /** The open invitation behind the link, its row locked, answered by the invited account only. */
  async function openFor(tx: DbOrTx, token: string, actor: Actor) {
    const row = await find(tx, token, true);
    if (statusOf(row, now()) !== 'pending')
      throw conflict('invitation_invalid', STAFF_MESSAGES.invitationInvalid);
    const account = await lockAccountByEmail(tx, row.email);
    if (account?.id !== actor.userId) throw new AppError(403, 'wrong_account', STAFF_MESSAGES.wrongAccount);
    return { row, account };
  }

  /** What the link's holder sees: the shop, the invited address and where the invitation stands. */
  async function view(token: string): Promise<StaffInvitationView> {
    const row = await find(db, token, false);
    return toView(row, statusOf(row, now()));
  }

  async function accept(token: string, actor: Actor): Promise<StaffInvitationAnswer> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const { row, account } = await openFor(tx, token, actor);
      if (account.blockedAt) throw conflict('account_blocked', STAFF_MESSAGES.blocked);
      if (account.roles.some((r) => STORE_ROLES.includes(r)))
        throw conflict('store_account', STAFF_MESSAGES.storeRole);
      if (await membershipOf(tx, account.id)) throw conflict('already_in_shop', STAFF_MESSAGES.alreadyInShop);
      const added = await addMember(tx, {
        userId: account.id,
        shopId: row.shopId,
        role: 'staff',
        invitedByUserId: row.invitedByUserId,
      });
      if (!added) throw conflict('already_in_shop', STAFF_MESSAGES.alreadyInShop);
      await grantMerchantRole(tx, account.id);
      await markAccepted(tx, row.id, account.id, at);
      const roles = [...account.roles].sort();
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.invitation_accepted',
        targetType: 'shop_staff_invitation',
        targetId: row.id,
        before: { status: 'pending', roles, shopId: null },
        after: {
          status: 'accepted',
          roles: [...new Set([...roles, 'merchant'])].sort(),
          shopId: row.shopId,
          shopRole: 'staff',
        },
        details: { email: row.email },
      });
      return row;
    });
    await changed(row.shopId, actor.userId);
    return { invitation: toView(row, 'accepted'), message: STAFF_MESSAGES.accepted };
  }

  async function decline(token: string, actor: Actor): Promise<StaffInvitationAnswer> {
    const at = now();
    const row = await db.transaction(async (tx) => {
      const { row } = await openFor(tx, token, actor);
      await markDeclined(tx, row.id, at);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.invitation_declined',
        targetType: 'shop_staff_invitation',
        targetId: row.id,
        before: { status: 'pending' },
        after: { status: 'declined' },
        details: { shopId: row.shopId, email: row.email },
      });
      return row;
    });
    await changed(row.shopId);
    return { invitation: toView(row, 'declined'), message: STAFF_MESSAGES.declined };
  }

  return { view, accept, decline };
}
