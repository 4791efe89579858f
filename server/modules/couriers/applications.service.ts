import { ageOn } from '#domain/compliance/age.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { COURIER_MESSAGES, type CourierApplication } from '#domain/couriers/schemas.ts';
import { STAFF_COURIERS_TOPIC } from '#domain/realtime.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { insertApplication } from './couriers.repo.ts';

/** Public applications to ride for the store; one pending application per e-mail and per phone. */
export function createApplications(db: DbOrTx, now: () => Date, bus: Pick<EventBus, 'publish'>) {
  async function apply(input: CourierApplication) {
    if (ageOn(input.birthDate, now()) < COMPLIANCE.minimumAge) {
      throw new AppError(422, 'under_21', COURIER_MESSAGES.applicationUnder21, {
        birthDate: COURIER_MESSAGES.applicationUnder21,
      });
    }
    try {
      await insertApplication(db, { ...input, email: input.email.toLowerCase() });
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('duplicate_application', COURIER_MESSAGES.duplicateApplication);
      throw error;
    }
    await bus.publish(STAFF_COURIERS_TOPIC, {
      kind: 'application.changed',
      applicationId: null,
      at: now().toISOString(),
    });
    return { message: COURIER_MESSAGES.applicationReceived };
  }
  return { apply };
}
