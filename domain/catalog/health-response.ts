import { z } from 'zod';

/**
 * `GET /api/health`: liveness, answered while the database responds (a 503 otherwise). `HEAD /api/health` answers
 * the same status with no body.
 */
export const HealthResponseSchema = z.strictObject({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

const CheckStateSchema = z.enum(['ok', 'failing']);

/**
 * `GET /readyz`: 200 when this process should get traffic, with each check. Otherwise 503 in the API's one error
 * shape, code `not_ready`: the message names what failed, and `fields` holds every check ('ok', 'failing'; draining
 * 'yes' or 'no').
 */
export const ReadyzResponseSchema = z.strictObject({
  status: z.literal('ready'),
  checks: z.strictObject({
    database: CheckStateSchema,
    migrations: CheckStateSchema,
    realtime: CheckStateSchema,
    draining: z.boolean(),
  }),
});
export type ReadyzResponse = z.infer<typeof ReadyzResponseSchema>;
