import { z } from 'zod';
import { CategorySchema, ProductSchema, SearchResultSchema } from '../catalog.schemas.ts';

/**
 * `GET /api/products` (a category, or `?ids=`) and `GET /api/products/featured`: a list of products.
 * `GET /api/products/:id`: one product, by id or slug. `GET /api/search`: the few fields a search hit shows.
 * The server's answers are typed by these, the web reads them, and the API tests parse real answers with them.
 */
export const ProductListResponseSchema = z.strictObject({ products: z.array(ProductSchema) });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.strictObject({ product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** When nothing matched: near product names ("Did you mean Velvet Plum?") and categories to browse, likeliest first. */
export const SearchSuggestionsSchema = z.strictObject({
  names: z.array(z.string()),
  categories: z.array(CategorySchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

export const SearchResponseSchema = z.strictObject({
  results: z.array(SearchResultSchema),
  suggestions: SearchSuggestionsSchema.nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
