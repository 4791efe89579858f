import * as audit from './schema/audit.ts';
import * as auth from './schema/auth.ts';
import * as cart from './schema/cart.ts';
import * as catalog from './schema/catalog.ts';
import * as content from './schema/content.ts';
import * as doorChecks from './schema/door-checks.ts';
import * as importJobs from './schema/import-jobs.ts';
import * as couriers from './schema/couriers.ts';
import * as orders from './schema/orders.ts';
import * as media from './schema/media.ts';
import * as notifications from './schema/notifications.ts';
import * as ratelimit from './schema/ratelimit.ts';
import * as risk from './schema/risk.ts';
import * as settings from './schema/settings.ts';
import * as telemetry from './schema/telemetry.ts';

export const schema = {
  ...audit,
  ...auth,
  ...ratelimit,
  ...catalog,
  ...importJobs,
  ...cart,
  ...content,
  ...notifications,
  ...orders,
  ...doorChecks,
  ...settings,
  ...media,
  ...risk,
  ...couriers,
  ...telemetry,
};
export type Schema = typeof schema;
