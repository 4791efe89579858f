import { randomBytes } from 'node:crypto';
import {
  MAX_OPEN_INVITATIONS,
  STAFF_INVITATION_DAYS,
  STAFF_MESSAGES,
  type InviteStaffSchema,
  type PendingInvitation,
  type ShopMember,
  type StaffInvited,
  type StaffList,
} from '#domain/merchant/staff.ts';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { queueNotification, type Notifier } from '#server/modules/notifications/notifications.service.ts';
import { dropMerchantRole } from '#server/modules/users/shop-accounts.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { removeStaff } from './members.repo.ts';
import { staffInvitedEmail } from './staff-emails.ts';
import { staffChanged } from './staff-events.ts';
import { createInvitationAnswers, invitationDigest } from './staff-invitations.service.ts';
import {
  countOpenInvitations,
  insertInvitation,
  lockShopInvitations,
  openInvitations,
  replaceOpenInvitation,
  revokeInvitation,
} from './staff-invitations.repo.ts';
import { shopPeople, shopPerson } from './staff.queries.ts';

export interface ShopStaffDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  notifier: Notifier;
  publicUrl: string;
  now(): Date;
}

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Person = Awaited<ReturnType<typeof shopPeople>>[number];
const toMember = (p: Person): ShopMember => ({ ...p, since: p.since.toISOString() });
const toPending = (i: {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}): PendingInvitation => ({
  id: i.id,
  email: i.email,
  status: 'pending',
  invitedAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

/**
 * The shop owner's staff: the list, invitations by e-mail, revoking them and removal. Every call acts on the caller's
 * own shop. An invitation grants nothing: the invitee accepts it from their own account (staff-invitations.service).
 */
export function createShopStaff(deps: ShopStaffDeps) {
  const { db, now } = deps;
  const changed = staffChanged(deps.bus, now);

  async function list(shopId: string): Promise<StaffList> {
    const [people, invitations] = await Promise.all([
      shopPeople(db, shopId),
      openInvitations(db, shopId, now()),
    ]);
    return { members: people.map(toMember), invitations: invitations.map(toPending) };
  }

  /**
   * Records an invitation and e-mails its link. It looks up no account, so its answer and its work are the same
   * whoever the address belongs to (nobody, a customer, a courier, the store's team, another shop's staff).
   */
  async function invite(
    shop: { shopId: string; shopName: string },
    input: z.output<typeof InviteStaffSchema>,
    actor: Actor,
  ): Promise<StaffInvited> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    const invitation = await db.transaction(async (tx) => {
      await lockShopInvitations(tx, shop.shopId);
      if ((await countOpenInvitations(tx, shop.shopId, input.email, at)) >= MAX_OPEN_INVITATIONS)
        throw conflict('too_many_invitations', STAFF_MESSAGES.tooManyInvitations);
      const replaced = await replaceOpenInvitation(tx, shop.shopId, input.email, at);
      const row = await insertInvitation(tx, {
        shopId: shop.shopId,
        email: input.email,
        tokenHash: invitationDigest(token),
        invitedByUserId: actor.userId,
        at,
        expiresAt: new Date(at.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
      });
      await queueNotification(tx, await staffInvitedEmail(input.email, shop.shopName, token, deps.publicUrl));
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.invited',
        targetType: 'shop_staff_invitation',
        targetId: row.id,
        before: null,
        after: { shopId: shop.shopId, email: input.email, status: 'pending' },
        details: { replaced },
      });
      return row;
    });
    await changed(shop.shopId);
    void deps.notifier.flush();
    return { invitation: toPending(invitation), message: STAFF_MESSAGES.invited };
  }

  /** Withdraws an open invitation of the caller's shop: its link stops working. */
  async function revoke(shopId: string, invitationId: string, actor: Actor) {
    if (!UUID.test(invitationId)) throw notFound(STAFF_MESSAGES.invitationNotFound);
    await db.transaction(async (tx) => {
      const row = await revokeInvitation(tx, shopId, invitationId, now());
      if (!row) throw notFound(STAFF_MESSAGES.invitationNotFound);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.invitation_revoked',
        targetType: 'shop_staff_invitation',
        targetId: row.id,
        before: { status: 'pending' },
        after: { status: 'revoked' },
        details: { shopId, email: row.email },
      });
    });
    await changed(shopId);
    return { message: STAFF_MESSAGES.revoked };
  }

  /** Removes a staff member: the membership and the merchant role go; their portal and topics close at once. */
  async function remove(shopId: string, userId: string, actor: Actor) {
    await db.transaction(async (tx) => {
      const person = await shopPerson(tx, shopId, userId);
      if (!person) throw notFound(STAFF_MESSAGES.notFound);
      if (userId === actor.userId) throw conflict('own_membership', STAFF_MESSAGES.notYourself);
      if (person.role === 'owner') throw conflict('owner', STAFF_MESSAGES.notOwner);
      if (!(await removeStaff(tx, shopId, userId))) throw notFound(STAFF_MESSAGES.notFound);
      await dropMerchantRole(tx, userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.removed',
        targetType: 'user',
        targetId: userId,
        before: { shopId, shopRole: 'staff', since: person.since.toISOString() },
        after: { shopId: null, shopRole: null },
        details: { name: person.name, email: person.email },
      });
    });
    await changed(shopId, userId);
    return { message: STAFF_MESSAGES.removed };
  }

  return { list, invite, revoke, remove, ...createInvitationAnswers({ db, now, changed }) };
}
export type ShopStaff = ReturnType<typeof createShopStaff>;
