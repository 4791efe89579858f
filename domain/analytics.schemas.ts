import { z } from 'zod';
import { ANALYTICS_EVENTS, CLIENT_ERROR_AREAS, CLIENT_ERROR_KINDS } from './analytics.ts';

export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENTS);

const Properties = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((p) => Object.keys(p).length <= 30, 'Too many properties');

export const AnalyticsEventSchema = z.strictObject({
  name: AnalyticsEventNameSchema,
  properties: Properties.default({}),
  timestamp: z.iso.datetime(),
  pageUrl: z.string().max(2000),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsBatchSchema = z.strictObject({ events: z.array(AnalyticsEventSchema).min(1).max(50) });

export const ClientErrorSchema = z.strictObject({
  type: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
  component: z.string().max(200).optional(),
  context: z.string().max(2000).optional(),
  timestamp: z.iso.datetime(),
  url: z.string().max(2000),
  userAgent: z.string().max(500).optional(),
  /** Which app the error happened in; absent means the store. */
  area: z.enum(CLIENT_ERROR_AREAS).optional(),
});
export type ClientError = z.infer<typeof ClientErrorSchema>;
export const ClientErrorBatchSchema = z.strictObject({ errors: z.array(ClientErrorSchema).min(1).max(20) });
