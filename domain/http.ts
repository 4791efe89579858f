import { z } from 'zod';

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * What a route answers on success (see contracts.ts): a schema of its JSON body, `empty` for a body-less answer,
 * `redirect` for a 30x, `csv` for a CSV download (text/csv, not JSON), or `{ json, or: 'redirect' }` for a route that
 * answers either (a 2xx with that JSON body).
 */
export type Contract = z.ZodType | 'empty' | 'redirect' | 'csv' | { json: z.ZodType; or: 'redirect' };
