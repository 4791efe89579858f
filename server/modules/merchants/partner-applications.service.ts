import { PARTNER_MESSAGES, type PartnerApplication } from '#domain/merchant/partner-schemas.ts';
import { STAFF_MERCHANTS_TOPIC } from '#domain/realtime.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { conflict } from '#server/lib/errors.ts';
import { licenseInUse } from '#server/modules/catalog/shops.service.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';
import { receivedEmail } from './partner-emails.ts';
import { insertPartnerApplication, pendingClash } from './partner-applications.repo.ts';
import type { PartnersDeps } from './partners.deps.ts';

/** Public applications to become a partner shop; one pending application per licence and per e-mail. */
export function createPartnerApplications({ db, bus, now, notifier, publicUrl }: PartnersDeps) {
  const duplicate = (clash: 'license' | 'email') =>
    clash === 'license'
      ? conflict('duplicate_application', PARTNER_MESSAGES.duplicateLicense)
      : conflict('duplicate_application', PARTNER_MESSAGES.duplicateEmail);

  async function apply(form: PartnerApplication) {
    const input = { ...form, email: form.email.toLowerCase() };
    if (await licenseInUse(db, input.licenseNumber))
      throw conflict('license_taken', PARTNER_MESSAGES.licenseTaken);
    const clash = await pendingClash(db, input.licenseNumber, input.email);
    if (clash) throw duplicate(clash);
    let id: string;
    try {
      id = await db.transaction(async (tx) => {
        const created = await insertPartnerApplication(tx, input);
        await queueNotification(tx, await receivedEmail(input, input.licenseNumber, publicUrl));
        return created;
      });
    } catch (error) {
      // Two forms sent at once: the unique partial indexes keep one.
      if (isUniqueViolation(error))
        throw duplicate((await pendingClash(db, input.licenseNumber, input.email)) ?? 'email');
      throw error;
    }
    await bus.publish(STAFF_MERCHANTS_TOPIC, {
      kind: 'partner.changed',
      applicationId: id,
      shopId: null,
      at: now().toISOString(),
    });
    void notifier.flush();
    return { message: PARTNER_MESSAGES.received };
  }
  return { apply };
}
