import { z } from 'zod';

/**
 * `GET /api/health`: liveness, answered while the database responds (a 503 otherwise). `HEAD /api/health` answers
 * the same status with no body.
 */
export const HealthResponseSchema = z.strictObject({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
