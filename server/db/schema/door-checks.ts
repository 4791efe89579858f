import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ID_CHECK_METHOD_KEYS, TYPED_FALLBACK_KEYS } from '#domain/id-check/messages.ts';
import { users } from './auth.ts';
import { belongsTo, instant } from './columns.ts';
import { orders } from './orders.ts';

export const idCheckMethodEnum = pgEnum('id_check_method', ID_CHECK_METHOD_KEYS);
export const typedFallbackEnum = pgEnum('id_typed_fallback', TYPED_FALLBACK_KEYS);

/**
 * Every ID check at the door, passed or refused: the verdict and how it was reached, nothing from the card itself.
 * Never a date of birth, a name, an ID number, an address, an image or the barcode's text (docs/security.md): the
 * card's jurisdiction, and a keyed hash of jurisdiction and ID number for the one-ID-many-recipients risk signal.
 */
export const doorChecks = pgTable(
  'door_checks',
  {
    /** In the order the checks were made (the latest check of an order decides, even within one clock tick). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: idCheckMethodEnum('method').notNull(),
    /** Why the dates were typed (three failed scans, a damaged barcode, no camera); null for a scan. */
    fallback: typedFallbackEnum('fallback'),
    ofAge: boolean('of_age').notNull(),
    expiryValid: boolean('expiry_valid').notNull(),
    nameMatched: boolean('name_matched').notNull(),
    /** The courier confirmed the holder is the named recipient although the names differ, and why (audited). */
    overrideReason: text('override_reason'),
    /** The order may be handed over on this check (21+, unexpired, and the name matched or was overridden). */
    passed: boolean('passed').notNull(),
    /** Two-letter code of the issuing state or province. */
    jurisdiction: text('jurisdiction'),
    /** HMAC-SHA256 (server key) of jurisdiction and ID number, hex: equal for one card, irreversible without the key. */
    holderKey: text('holder_key'),
    checkedAt: instant('checked_at').notNull().defaultNow(),
  },
  (t) => [
    index('door_checks_order_idx').on(t.orderId, t.checkedAt),
    index('door_checks_holder_idx')
      .on(t.holderKey, t.checkedAt)
      .where(sql`${t.holderKey} is not null`),
  ],
);

/**
 * The proof of a hand-over: when, where the courier stood, and the recipient's signature as an SVG path, kept for the
 * admin's retention period, then deleted by the retention job (the row stays, with when it was deleted).
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
    handedOverAt: instant('handed_over_at').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }),
    accuracyM: real('accuracy_m'),
    signaturePath: text('signature_path'),
    signatureWidth: integer('signature_width'),
    signatureHeight: integer('signature_height'),
    signatureDeletedAt: instant('signature_deleted_at'),
  },
  (t) => [
    index('delivery_proofs_signed_idx')
      .on(t.handedOverAt)
      .where(sql`${t.signaturePath} is not null`),
  ],
);
