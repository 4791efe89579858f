import { Hono } from 'hono';
import type { BlogPostResponse, BlogPostsResponse } from '#domain/catalog/blog-response.ts';
import type { ShopsResponse } from '#domain/catalog/shops-response.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { notFound } from '#server/lib/errors.ts';
import { PUBLIC_CACHE } from '#server/http/middleware/no-store.ts';

const publicCache = { 'cache-control': PUBLIC_CACHE };
const SLUG = /^[a-z0-9-]{1,200}$/;

export function contentRoutes({ content }: Services) {
  return new Hono<AppEnv>()
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
    });
}
