import type { ApplicationDecision } from '#server/db/applications.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { queueNotification } from '#server/modules/notifications/notifications.service.ts';
import { auditOrigin, type Actor } from './actor.ts';
import { conflict, notFound } from './errors.ts';

/** One kind of application under staff review (couriers, partner shops), as its module stores and words it. */
export interface ApplicationKind<App extends { status: string }> {
  /** The audit's action prefix (`courier_application` → `courier_application.rejected`) and target type. */
  action: string;
  targetType: string;
  messages: { applicationNotFound: string; alreadyDecided: string };
  lock: (tx: DbOrTx, id: string) => Promise<App | null>;
  decide: (tx: DbOrTx, id: string, decision: ApplicationDecision) => Promise<boolean>;
  rejectedEmail: (app: App, reason: string) => Promise<Parameters<typeof queueNotification>[1]>;
  /** What the audit entry says of the applicant. */
  details: (app: App) => Record<string, unknown>;
}

/** The steps every application review shares: the pending application locked, and its rejection with a reason. */
export function applicationReview<App extends { status: string }>(
  kind: ApplicationKind<App>,
  now: () => Date,
) {
  /** Locks a pending application in `tx`; 404 or 409 otherwise. */
  async function pending(tx: DbOrTx, id: string) {
    const app = await kind.lock(tx, id);
    if (!app) throw notFound(kind.messages.applicationNotFound);
    if (app.status !== 'pending') throw conflict('already_decided', kind.messages.alreadyDecided);
    return app;
  }

  /** Rejects a pending application in `tx`: the reason is kept, e-mailed to the applicant and audited. */
  async function reject(tx: DbOrTx, actor: Actor, id: string, reason: string) {
    const app = await pending(tx, id);
    await kind.decide(tx, id, {
      status: 'rejected',
      decidedAt: now(),
      decidedByUserId: actor.userId,
      rejectionReason: reason,
    });
    await queueNotification(tx, await kind.rejectedEmail(app, reason));
    await recordAudit(tx, {
      ...auditOrigin(actor),
      action: `${kind.action}.rejected`,
      targetType: kind.targetType,
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: reason },
      details: kind.details(app),
    });
  }

  return { pending, reject };
}
