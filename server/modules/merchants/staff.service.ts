import type { Role } from '#domain/auth.ts';
import { STAFF_MESSAGES, type InviteStaffSchema, type ShopMember } from '#domain/merchant/staff.ts';
import { merchantTopic, SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { queueNotification, type Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { AccountSetup } from '#server/modules/users/account-setup.service.ts';
import {
  dropMerchantRole,
  grantMerchantRole,
  lockAccountByEmail,
} from '#server/modules/users/shop-accounts.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { addMember, removeStaff } from './members.repo.ts';
import { membershipOf } from './merchants.queries.ts';
import { staffInvitedEmail } from './staff-emails.ts';
import { shopPeople, shopPerson } from './staff.queries.ts';

/** Store team and courier accounts see or carry every shop's orders: they cannot also work for one shop. */
const STORE_ROLES: readonly Role[] = ['admin', 'support', 'courier'];

export interface ShopStaffDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  accounts: AccountSetup;
  notifier: Notifier;
  publicUrl: string;
  now(): Date;
}

type Person = Awaited<ReturnType<typeof shopPeople>>[number];
const toView = (p: Person): ShopMember => ({
  ...p,
  since: p.since.toISOString(),
  pending: Boolean(p.pending),
});

/** The shop owner's staff: the list, invitations by e-mail and removal. Every call acts on the caller's own shop. */
export function createShopStaff(deps: ShopStaffDeps) {
  const { db, bus, accounts, now } = deps;

  const list = async (shopId: string) => ({ members: (await shopPeople(db, shopId)).map(toView) });

  /** After a commit: the shop's screens refresh, and the person's open sockets re-check what they may follow. */
  async function changed(shopId: string, userId: string) {
    const at = now().toISOString();
    await bus.publish(merchantTopic(shopId), { kind: 'shop.changed', what: 'staff', at });
    await bus.publish(SESSIONS_TOPIC, { kind: 'sessions.changed', userId, sessionId: null, at });
  }

  /**
   * Adds a person by e-mail as staff: an existing account working for no shop gets the merchant role; a new e-mail
   * gets an account without a password and a set-password link. Either way an e-mail is queued.
   */
  async function invite(
    shop: { shopId: string; shopName: string },
    input: z.output<typeof InviteStaffSchema>,
    actor: Actor,
  ) {
    const { userId, created } = await db.transaction(async (tx) => {
      const existing = await lockAccountByEmail(tx, input.email);
      let person: { userId: string; created: boolean };
      if (existing) {
        if (existing.blockedAt) throw new AppError(409, 'account_blocked', STAFF_MESSAGES.blocked);
        if (await membershipOf(tx, existing.id))
          throw conflict('already_in_shop', STAFF_MESSAGES.alreadyInShop);
        if (existing.roles.some((r) => STORE_ROLES.includes(r)))
          throw conflict('store_account', STAFF_MESSAGES.storeRole);
        await grantMerchantRole(tx, existing.id);
        person = { userId: existing.id, created: false };
      } else {
        const who = { email: input.email, fullName: input.name, phone: '' };
        person = await accounts.linkOrCreate(tx, who, 'merchant');
      }
      const added = await addMember(tx, {
        userId: person.userId,
        shopId: shop.shopId,
        role: 'staff',
        invitedByUserId: actor.userId,
      });
      if (!added) throw conflict('already_in_shop', STAFF_MESSAGES.alreadyInShop);
      const link = person.created ? await accounts.setupLink(tx, person.userId) : null;
      const name = existing?.name ?? input.name;
      await queueNotification(
        tx,
        await staffInvitedEmail(
          { userId: person.userId, name, email: input.email },
          shop.shopName,
          link,
          deps.publicUrl,
        ),
      );
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'shop.staff.invited',
        targetType: 'user',
        targetId: person.userId,
        before: { shopId: null, roles: existing ? [...existing.roles].sort() : [] },
        after: { shopId: shop.shopId, shopRole: 'staff' },
        details: { email: input.email, accountCreated: person.created },
      });
      return person;
    });
    await changed(shop.shopId, userId);
    void deps.notifier.flush();
    const member = await shopPerson(db, shop.shopId, userId);
    if (!member) throw notFound(STAFF_MESSAGES.notFound);
    return { member: toView(member), accountCreated: created, message: STAFF_MESSAGES.invited };
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

  return { list, invite, remove };
}
export type ShopStaff = ReturnType<typeof createShopStaff>;
