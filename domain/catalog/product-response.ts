import { z } from 'zod';
import { ProductSchema, SearchResultSchema } from '../catalog.schemas.ts';

/**
 * `GET /api/products` (a category, or `?ids=`) and `GET /api/products/featured`: a list of products.
 * `GET /api/products/:id`: one product, by id or slug. `GET /api/search`: the few fields a search hit shows.
 * The server's answers are typed by these, the web reads them, and the API tests parse real answers with them.
 */
export const ProductListResponseSchema = z.strictObject({ products: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.strictObject({ product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

export const SearchResponseSchema = z.strictObject({ results: z.array(SearchResultSchema) });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
