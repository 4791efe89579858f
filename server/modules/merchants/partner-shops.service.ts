import type { AdminPartnerShop, PartnerShopUpdate } from '#domain/admin/partners.ts';
import { shopOpenAt } from '#domain/merchant/open-now.ts';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import { merchantTopic, STAFF_MERCHANTS_TOPIC } from '#domain/realtime.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { changeShopTerms } from '#server/modules/catalog/shops.service.ts';
import { partnerShopRows, type PartnerShopRow } from './partner-shops.queries.ts';
import type { PartnersDeps } from './partners.deps.ts';

/** The admin's partner shops: who runs each, whether it is open, and the terms the admin sets (prices, commission). */
export function createPartnerShops({ db, bus, now }: PartnersDeps) {
  const toView = (r: PartnerShopRow, at: Date): AdminPartnerShop => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    licenseNumber: r.licenseNumber,
    borough: r.borough,
    neighborhood: r.neighborhood,
    isActive: r.isActive,
    ownerName: r.ownerName,
    ownerEmail: r.ownerEmail,
    membersCount: Number(r.membersCount),
    productsCount: Number(r.productsCount),
    openNow: r.isActive && shopOpenAt(r.openingHours, r.closedUntil, at),
    closedUntil: r.closedUntil && r.closedUntil > at ? r.closedUntil.toISOString() : null,
    pricesEditable: r.pricesEditable,
    commissionBps: r.commissionBps,
  });

  async function list() {
    const at = now();
    return { shops: (await partnerShopRows(db)).map((r) => toView(r, at)) };
  }

  async function one(id: string) {
    const [row] = await partnerShopRows(db, id);
    if (!row) throw notFound(PARTNER_MESSAGES.shopNotFound);
    return { shop: toView(row, now()) };
  }

  /** Audited with before and after; the shop's portal and the admin's list follow at once. Same values: no-op. */
  async function update(actor: Actor, id: string, patch: PartnerShopUpdate) {
    const changed = await db.transaction(async (tx) => {
      const change = await changeShopTerms(tx, id, patch);
      if (!change) throw notFound(PARTNER_MESSAGES.shopNotFound);
      if (!change.changed) return false;
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'merchant.terms_changed',
        targetType: 'merchant',
        targetId: id,
        before: change.before,
        after: change.after,
      });
      return true;
    });
    if (!changed) return one(id);
    const at = now().toISOString();
    await bus.publish(merchantTopic(id), { kind: 'shop.changed', what: 'settings', at });
    await bus.publish(STAFF_MERCHANTS_TOPIC, {
      kind: 'partner.changed',
      applicationId: null,
      shopId: id,
      at,
    });
    return one(id);
  }

  return { list, one, update };
}
