import { z } from 'zod';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import { pageCursor, pageSize, searchText } from './list-query.ts';

// The refusals live apart, so the courier app's guard reads them without these schemas.
export { ADMIN_COURIER_MESSAGES } from './courier-messages.ts';

export const ADMIN_COURIER_PAGE_MAX = 100;

const Cursor = pageCursor();
const Limit = pageSize(ADMIN_COURIER_PAGE_MAX);

export const COURIER_STATES = ['active', 'deactivated'] as const;

/** `GET /api/admin/couriers`: filters, search on name (prefix) or phone (digits), keyset pages by name. */
export const AdminCourierListQuerySchema = z.strictObject({
  online: z.enum(['0', '1'], { error: 'online must be 0 or 1' }).optional(),
  vehicle: z.enum(VEHICLE_TYPES, { error: 'Choose a valid vehicle' }).optional(),
  status: z.enum(COURIER_STATES, { error: 'Choose active or deactivated' }).optional(),
  q: searchText(),
  cursor: Cursor,
  limit: Limit,
});
export type AdminCourierListQuery = z.infer<typeof AdminCourierListQuerySchema>;

export const PageQuerySchema = z.strictObject({ cursor: Cursor, limit: Limit });

export const EARNING_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type EarningPeriod = (typeof EARNING_PERIODS)[number];

const Day = z.iso.date({ error: 'Enter the day as YYYY-MM-DD' });

/** Earnings of a period in New York days; `custom` takes `from` and `to` (both inclusive, at most a year). */
export const EarningsQuerySchema = z
  .strictObject({
    period: z.enum(EARNING_PERIODS, { error: 'Choose today, week, month or custom' }).default('week'),
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine((v) => v.period !== 'custom' || (v.from && v.to), {
    message: 'Choose the first and the last day',
    path: ['from'],
  })
  .refine((v) => v.period !== 'custom' || !v.from || !v.to || v.from <= v.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  });
export type EarningsQuery = z.infer<typeof EarningsQuerySchema>;

export const CommissionSchema = z.strictObject({
  rate: z
    .number({ error: 'Enter the commission as a number' })
    .min(0, 'The commission must be between 0 and 100')
    .max(100, 'The commission must be between 0 and 100')
    .multipleOf(0.01, 'Use at most two decimals'),
});

export const VehicleChangeSchema = z.strictObject({
  vehicleType: z.enum(VEHICLE_TYPES, { error: 'Choose a valid vehicle' }),
});

const Reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'Keep the reason under 500 characters');

export const DeactivateSchema = z.strictObject({ reason: Reason });
export const RejectApplicationSchema = z.strictObject({ reason: Reason });

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ApplicationListQuerySchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: 'Choose pending, approved or rejected' }).default('pending'),
  cursor: Cursor,
  limit: Limit,
});
