import type { Contract } from '../http.ts';
import { BlogPostResponseSchema, BlogPostsResponseSchema } from './blog-response.ts';
import { DevProductCopyResponseSchema } from './dev-schemas.ts';
import { HealthResponseSchema } from './health-response.ts';
import {
  ProductListResponseSchema,
  ProductResponseSchema,
  SearchResponseSchema,
} from './product-response.ts';
import { ShopsResponseSchema } from './shops-response.ts';
import { StoreFactsResponseSchema } from '../content/store-facts-response.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const catalogContracts = {
  'GET /api/products': ProductListResponseSchema,
  'GET /api/products/featured': ProductListResponseSchema,
  'GET /api/products/:id': ProductResponseSchema,
  'GET /api/search': SearchResponseSchema,
  'GET /api/shops': ShopsResponseSchema,
  'GET /api/store': StoreFactsResponseSchema,
  'GET /api/blog': BlogPostsResponseSchema,
  'GET /api/blog/:slug': BlogPostResponseSchema,
  'POST /api/analytics': 'empty',
  'POST /api/client-errors': 'empty',
  'GET /api/health': HealthResponseSchema,
  'HEAD /api/health': 'empty',
  'POST /api/dev/products/:id/copy': DevProductCopyResponseSchema,
} satisfies Record<string, Contract>;
