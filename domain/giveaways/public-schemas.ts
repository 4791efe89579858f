import { z } from 'zod';
import { PublicGiveawaySchema } from './schemas.ts';

/** `GET /api/giveaways`: the giveaways the storefront shows (running, upcoming, ended, drawn), newest start first. */
export const GiveawayListResponseSchema = z.strictObject({ giveaways: z.array(PublicGiveawaySchema) });
export type GiveawayListResponse = z.infer<typeof GiveawayListResponseSchema>;
