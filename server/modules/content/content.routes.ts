import { Hono } from 'hono';
import type { BlogPostResponse, BlogPostsResponse } from '#domain/catalog/blog-response.ts';
import type { ShopsResponse } from '#domain/catalog/shops-response.ts';
import { storeFactsOf } from '#domain/content/store-facts.ts';
import type { StoreFactsResponse } from '#domain/content/store-facts-response.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { notFound } from '#server/lib/errors.ts';
import { PUBLIC_CACHE } from '#server/http/middleware/no-store.ts';

const publicCache = { 'cache-control': PUBLIC_CACHE };
const SLUG = /^[a-z0-9-]{1,200}$/;

export function contentRoutes({ content, settings }: Services) {
  return (
    new Hono<AppEnv>()
      // Not cached: a settings change (hours, threshold, offer) shows on the next page load.
      .get('/store', async (c) => {
        const answer: StoreFactsResponse = { store: storeFactsOf(await settings.load()) };
        return c.json(answer);
      })
      .get('/shops', async (c) => {
        const answer: ShopsResponse = { shops: await content.shops() };
        return c.json(answer, 200, publicCache);
      })
      .get('/blog', async (c) => {
        const answer: BlogPostsResponse = { posts: await content.posts() };
        return c.json(answer, 200, publicCache);
      })
      .get('/blog/:slug', async (c) => {
        const slug = c.req.param('slug');
        if (!SLUG.test(slug)) throw notFound('Post not found');
        const answer: BlogPostResponse = { post: await content.post(slug) };
        return c.json(answer, 200, publicCache);
      })
  );
}
