import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

export function contentRoutes({ content }: Services) {
  return new Hono<AppEnv>()
    .get('/shops', async (c) => c.json({ shops: await content.shops() }))
    .get('/blog', async (c) => c.json({ posts: await content.posts() }))
    .get('/blog/:slug', async (c) => c.json({ post: await content.post(c.req.param('slug')) }));
}
