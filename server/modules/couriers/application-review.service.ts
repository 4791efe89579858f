import { ADMIN_COURIER_MESSAGES, type ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import type { AdminApplication, AdminApplicationList } from '#domain/admin/couriers-views.ts';
import { ageOn } from '#domain/compliance/age.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { STAFF_COURIERS_TOPIC } from '#domain/realtime.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { applicationReview } from '#server/lib/application-review.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { insertCourier } from './couriers.repo.ts';
import { courierIdOfUser } from './fleet.queries.ts';
import { applicationPage, findApplication, type ApplicationRow } from './staff-applications.queries.ts';
import { decideApplication, lockApplication } from './staff-couriers.repo.ts';
import { pageByInstant } from '#server/db/keyset.ts';
import { approvedEmail, rejectedEmail } from './application-emails.ts';

/** Staff review of courier applications: the list by status, one application, approve and reject. */
export function createApplicationReview(deps: CouriersDeps) {
  const { db, bus, now, accounts } = deps;
  const review = applicationReview(
    {
      action: 'courier_application',
      targetType: 'courier_application',
      messages: ADMIN_COURIER_MESSAGES,
      lock: lockApplication,
      decide: decideApplication,
      rejectedEmail: (app, reason) => rejectedEmail(app, reason, deps.publicUrl),
      details: (app) => ({ name: app.fullName }),
    },
    now,
  );
  const { pending } = review;

  const toView = (r: ApplicationRow): AdminApplication => ({
    id: r.application.id,
    fullName: r.application.fullName,
    email: r.application.email,
    phone: r.application.phone,
    borough: r.application.borough,
    vehicleType: r.application.vehicleType,
    birthDate: r.application.birthDate,
    age: ageOn(r.application.birthDate, now()),
    experience: r.application.experience,
    status: r.application.status,
    createdAt: r.application.createdAt.toISOString(),
    decidedAt: r.application.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
    rejectionReason: r.application.rejectionReason,
    courierId: r.courierId,
  });

  async function list(query: { status: ApplicationStatus; cursor?: string; limit: number }) {
    const { rows, nextCursor } = await pageByInstant(
      query,
      (after) => applicationPage(db, query.status, after, query.limit),
      (l) => [l.createdKey, l.application.id],
      { kind: query.status },
    );
    return { applications: rows.map(toView), nextCursor } satisfies AdminApplicationList;
  }

  async function one(id: string) {
    const row = await findApplication(db, id);
    if (!row) throw notFound(ADMIN_COURIER_MESSAGES.applicationNotFound);
    return { application: toView(row) };
  }

  async function decided(id: string) {
    const at = now().toISOString();
    await bus.publish(STAFF_COURIERS_TOPIC, { kind: 'application.changed', applicationId: id, at });
    void deps.notifier.flush();
    return one(id);
  }

  /**
   * Links the account with the applicant's e-mail (or creates one without a password), gives it the courier role,
   * creates the courier and queues the e-mail: a set-password link for a new account. Never for someone under 21.
   */
  async function approve(actor: Actor, id: string) {
    await db.transaction(async (tx) => {
      const app = await pending(tx, id);
      if (ageOn(app.birthDate, now()) < COMPLIANCE.minimumAge) {
        throw new AppError(422, 'under_21', ADMIN_COURIER_MESSAGES.under21);
      }
      const person = { email: app.email, fullName: app.fullName, phone: app.phone };
      const { userId, created } = await accounts.linkOrCreate(tx, person, 'courier');
      if (await courierIdOfUser(tx, userId))
        throw conflict('already_courier', ADMIN_COURIER_MESSAGES.alreadyCourier);
      const courier = await insertCourier(tx, {
        userId,
        fullName: app.fullName,
        phone: app.phone,
        vehicleType: app.vehicleType,
      });
      if (
        !(await decideApplication(tx, id, {
          status: 'approved',
          decidedAt: now(),
          decidedByUserId: actor.userId,
          userId,
        }))
      ) {
        throw conflict('already_decided', ADMIN_COURIER_MESSAGES.alreadyDecided);
      }
      const link = created ? await accounts.setupLink(tx, userId) : null;
      await queueNotification(tx, await approvedEmail(userId, app, link, deps.publicUrl));
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'courier_application.approved',
        targetType: 'courier_application',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'approved', courierId: courier.id, userId },
        details: { name: app.fullName, accountCreated: created },
      });
    });
    return decided(id);
  }

  async function reject(actor: Actor, id: string, reason: string) {
    await db.transaction((tx) => review.reject(tx, actor, id, reason));
    return decided(id);
  }

  return { list, one, approve, reject };
}
