import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';

const SLUG = /^[a-z0-9-]{1,200}$/;

export function contentRoutes({ content }: Services) {
  return new Hono<AppEnv>()
    .get('/shops', async (c) => c.json({ shops: await content.shops() }))
    .get('/blog', async (c) => c.json({ posts: await content.posts() }))
    .get('/blog/:slug', async (c) => {
      const slug = c.req.param('slug');
      if (!SLUG.test(slug)) throw notFound('Post not found');
      return c.json({ post: await content.post(slug) });
    });
}
