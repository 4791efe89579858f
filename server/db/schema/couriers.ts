import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INCIDENT_CATEGORY_KEYS, INCIDENT_STATUSES } from '#domain/couriers/incidents.ts';
import { VEHICLE_TYPES } from '#domain/couriers/rules.ts';
import { sessions, users } from './auth.ts';
import { orders } from './orders.ts';
import { belongsTo, instant, timestamps, uuidKey } from './columns.ts';

export const vehicleTypeEnum = pgEnum('vehicle_type', VEHICLE_TYPES);
export const applicationStatusEnum = pgEnum('courier_application_status', [
  'pending',
  'approved',
  'rejected',
]);

export const couriers = pgTable(
  'couriers',
  {
    id: uuidKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    vehicleType: vehicleTypeEnum('vehicle_type').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    currentLat: numeric('current_lat', { precision: 9, scale: 6, mode: 'number' }),
    currentLng: numeric('current_lng', { precision: 9, scale: 6, mode: 'number' }),
    locationUpdatedAt: instant('location_updated_at'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(30),
    pinHash: text('pin_hash'),
    pinSetAt: instant('pin_set_at'),
    pinLastVerifiedAt: instant('pin_last_verified_at'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: instant('pin_locked_until'),
    /** Set by an admin: the courier's sessions ended and they cannot go online until reactivated. */
    deactivatedAt: instant('deactivated_at'),
    ...timestamps,
  },
  (t) => [
    check('couriers_commission_range', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
    index('couriers_online_idx').on(t.isOnline),
    index('couriers_name_prefix_idx').on(sql`lower(${t.fullName}) text_pattern_ops`),
    index('couriers_phone_idx').on(t.phone),
  ],
);

/** A session that entered the courier's PIN; it stays unlocked while the app keeps calling within 30 minutes. */
export const courierUnlocks = pgTable('courier_unlocks', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  courierId: belongsTo('courier_id', () => couriers.id),
  lastSeenAt: instant('last_seen_at').notNull(),
});

/** The breadcrumb trail of a courier while they hold deliveries. */
export const courierLocations = pgTable(
  'courier_locations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courierId: belongsTo('courier_id', () => couriers.id),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    accuracy: numeric('accuracy', { precision: 9, scale: 1, mode: 'number' }),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [index('courier_locations_courier_idx').on(t.courierId, t.recordedAt)],
);

/** Exactly one row per delivered order. */
export const courierEarnings = pgTable(
  'courier_earnings',
  {
    id: uuidKey(),
    courierId: belongsTo('courier_id', () => couriers.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    commissionCents: integer('commission_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    earnedAt: instant('earned_at').notNull(),
  },
  (t) => [index('courier_earnings_courier_idx').on(t.courierId, t.earnedAt)],
);

export const courierApplications = pgTable(
  'courier_applications',
  {
    id: uuidKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    borough: text('borough').notNull(),
    vehicleType: vehicleTypeEnum('vehicle_type').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    experience: text('experience').notNull().default(''),
    status: applicationStatusEnum('status').notNull().default('pending'),
    decidedAt: instant('decided_at'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The account an approval linked or created. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('courier_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('courier_applications_pending_email')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('courier_applications_pending_phone')
      .on(t.phone)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const incidentCategoryEnum = pgEnum('incident_category', INCIDENT_CATEGORY_KEYS);
export const incidentStatusEnum = pgEnum('incident_status', INCIDENT_STATUSES);

/** What a courier reported on the road (delivery safety), with the position the server attached. */
export const courierIncidents = pgTable(
  'courier_incidents',
  {
    id: uuidKey(),
    courierId: belongsTo('courier_id', () => couriers.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    category: incidentCategoryEnum('category').notNull(),
    notes: text('notes').notNull().default(''),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'number' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'number' }),
    /** `device`: sent with the report; `last_known`: the courier's last shared position. */
    positionSource: text('position_source').$type<'device' | 'last_known'>(),
    status: incidentStatusEnum('status').notNull().default('open'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('courier_incidents_created_idx').on(t.createdAt, t.id),
    index('courier_incidents_status_created_idx').on(t.status, t.createdAt, t.id),
    index('courier_incidents_category_created_idx').on(t.category, t.createdAt, t.id),
    index('courier_incidents_courier_created_idx').on(t.courierId, t.createdAt),
  ],
);

/** Each step of an incident: reported (from null), acknowledged, resolved; who moved it and their note. */
export const courierIncidentNotes = pgTable(
  'courier_incident_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    incidentId: belongsTo('incident_id', () => courierIncidents.id),
    fromStatus: incidentStatusEnum('from_status'),
    toStatus: incidentStatusEnum('to_status').notNull(),
    note: text('note').notNull().default(''),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('courier_incident_notes_incident_idx').on(t.incidentId, t.id)],
);

/** A courier's time online: opened when they go online, closed when they go offline or are deactivated. */
export const courierShifts = pgTable(
  'courier_shifts',
  {
    id: uuidKey(),
    courierId: belongsTo('courier_id', () => couriers.id),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    index('courier_shifts_courier_idx').on(t.courierId, t.startedAt),
    uniqueIndex('courier_shifts_one_open')
      .on(t.courierId)
      .where(sql`${t.endedAt} is null`),
  ],
);
