import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { PUBLIC_CACHE } from '#server/http/middleware/no-store.ts';

const publicCache = { 'cache-control': PUBLIC_CACHE };
const SLUG = /^[a-z0-9-]{1,200}$/;

export function contentRoutes({ content }: Services) {
  return new Hono<AppEnv>()
    .get('/shops', async (c) => c.json({ shops: await content.shops() }, 200, publicCache))
    .get('/blog', async (c) => c.json({ posts: await content.posts() }, 200, publicCache))
    .get('/blog/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (!SLUG.test(slug)) throw notFound('Post not found');
      return c.json({ post: await content.post(slug) }, 200, publicCache);
    });
}
