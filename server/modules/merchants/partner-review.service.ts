import type { ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminPartnerApplication, AdminPartnerApplicationList } from '#domain/admin/partners.ts';
import type { Role } from '#domain/auth.ts';
import { boroughForZip } from '#domain/compliance/delivery-area.ts';
import { placeOfZip } from '#domain/compliance/zip-places.ts';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { STAFF_MERCHANTS_TOPIC } from '#domain/realtime.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { applicationReview } from '#server/lib/application-review.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { createShop } from '#server/modules/catalog/shops.service.ts';
import { pageByInstant } from '#server/db/keyset.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';
import { addMember } from './members.repo.ts';
import { approvedEmail, rejectedEmail } from './partner-emails.ts';
import {
  accountForOwner,
  findPartnerApplication,
  partnerApplicationPage,
  type PartnerApplicationView,
} from './partner-applications.queries.ts';
import { decidePartnerApplication, lockPartnerApplication } from './partner-applications.repo.ts';
import type { PartnersDeps } from './partners.deps.ts';

/**
 * Roles a shop owner may not hold: the store's staff see every shop's orders and couriers carry them, so neither
 * may also run a shop (one account, one side of the counter).
 */
const OTHER_SIDE: readonly Role[] = ['admin', 'support', 'courier'];

const toView = (r: PartnerApplicationView): AdminPartnerApplication => ({
  id: r.application.id,
  shopName: r.application.shopName,
  licenseNumber: r.application.licenseNumber,
  street: r.application.street,
  zip: r.application.zip,
  borough: boroughForZip(r.application.zip),
  neighborhood: placeOfZip(r.application.zip)?.neighborhood ?? null,
  contactName: r.application.contactName,
  email: r.application.email,
  phone: r.application.phone,
  status: r.application.status,
  createdAt: r.application.createdAt.toISOString(),
  decidedAt: r.application.decidedAt?.toISOString() ?? null,
  decidedBy: r.decidedBy,
  rejectionReason: r.application.rejectionReason,
  shopId: r.application.merchantId,
  shopSlug: r.shopSlug,
});

/** The admin's review of partner applications: the list by status, one application, approve and reject. */
export function createPartnerReview(deps: PartnersDeps) {
  const { db, bus, now, accounts } = deps;
  const review = applicationReview(
    {
      action: 'partner_application',
      targetType: 'merchant_application',
      messages: PARTNER_MESSAGES,
      lock: lockPartnerApplication,
      decide: decidePartnerApplication,
      rejectedEmail: (app, reason) => rejectedEmail(app, reason, deps.publicUrl),
      details: (app) => ({ shopName: app.shopName, licenseNumber: app.licenseNumber }),
    },
    now,
  );
  const { pending } = review;

  async function list(query: { status: ApplicationStatus; cursor?: string; limit: number }) {
    const { rows, nextCursor } = await pageByInstant(
      query,
      (after) => partnerApplicationPage(db, query.status, after, query.limit),
      (l) => [l.createdKey, l.application.id],
      { kind: `partner-${query.status}` },
    );
    return { applications: rows.map(toView), nextCursor } satisfies AdminPartnerApplicationList;
  }

  async function one(id: string) {
    const row = await findPartnerApplication(db, id);
    if (!row) throw notFound(PARTNER_MESSAGES.applicationNotFound);
    return { application: toView(row) };
  }

  async function decided(id: string, shopId: string | null) {
    const at = now().toISOString();
    await bus.publish(STAFF_MERCHANTS_TOPIC, { kind: 'partner.changed', applicationId: id, shopId, at });
    void deps.notifier.flush();
    return one(id);
  }

  /**
   * Creates the shop, links the account with the applicant's e-mail (or creates one without a password) as its
   * owner with the merchant role, and queues the e-mail: a set-password link for a new account.
   */
  async function approve(actor: Actor, id: string) {
    const shopId = await db.transaction(async (tx) => {
      const app = await pending(tx, id);
      const existing = await accountForOwner(tx, app.email);
      if (existing?.shopId) throw conflict('already_in_shop', PARTNER_MESSAGES.alreadyInShop);
      if (existing?.roles.some((r) => OTHER_SIDE.includes(r)))
        throw conflict('staff_account', PARTNER_MESSAGES.staffAccount);
      const shop = await createShop(tx, {
        name: app.shopName,
        licenseNumber: app.licenseNumber,
        street: app.street,
        zip: app.zip,
        phone: app.phone,
      });
      const person = { email: app.email, fullName: app.contactName, phone: app.phone };
      const { userId, created } = await accounts.linkOrCreate(tx, person, 'merchant');
      if (!(await addMember(tx, { userId, shopId: shop.id, role: 'owner', invitedByUserId: actor.userId })))
        throw conflict('already_in_shop', PARTNER_MESSAGES.alreadyInShop);
      const decidedNow = await decidePartnerApplication(tx, id, {
        status: 'approved',
        decidedAt: now(),
        decidedByUserId: actor.userId,
        merchantId: shop.id,
      });
      if (!decidedNow) throw conflict('already_decided', PARTNER_MESSAGES.alreadyDecided);
      const link = created ? await accounts.setupLink(tx, userId) : null;
      await queueNotification(tx, await approvedEmail(userId, app, link, deps.publicUrl));
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'partner_application.approved',
        targetType: 'merchant_application',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'approved', shopId: shop.id, shopSlug: shop.slug, ownerUserId: userId },
        details: { shopName: app.shopName, licenseNumber: app.licenseNumber, accountCreated: created },
      });
      return shop.id;
    });
    return decided(id, shopId);
  }

  async function reject(actor: Actor, id: string, reason: string) {
    await db.transaction((tx) => review.reject(tx, actor, id, reason));
    return decided(id, null);
  }

  return { list, one, approve, reject };
}
