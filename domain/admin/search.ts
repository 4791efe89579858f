import { z } from 'zod';

export const AdminSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'Search at most 100 characters'),
});

const Hit = z.strictObject({ id: z.string(), title: z.string(), subtitle: z.string() });
export type SearchHit = z.infer<typeof Hit>;
/** At most 5 of each, exact or prefix matches. */
export const AdminSearchResponseSchema = z.strictObject({
  orders: z.array(Hit),
  customers: z.array(Hit),
  couriers: z.array(Hit),
  products: z.array(Hit),
});
export type AdminSearchResponse = z.infer<typeof AdminSearchResponseSchema>;
export const SEARCH_GROUP_LIMIT = 5;
