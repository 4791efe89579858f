import type { BlogPost, BlogPostSummary } from '#domain/catalog/blog-response.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { selectShops } from './content.queries.ts';
import { selectPost, selectPosts } from './content.repo.ts';

/** Dates go out as the ISO strings their JSON carries, with the New York day the page shows. */
const withIsoDate = <T extends { publishedAt: Date }>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
  publishedOn: nyDay(row.publishedAt),
});

export function createContentService(db: Db) {
  return {
    /** The page shows a closure only while it runs (its end is compared with the browser's clock). */
    shops: async () =>
      (await selectShops(db)).map(({ closedUntil, ...shop }) => ({
        ...shop,
        closedUntil: closedUntil?.toISOString() ?? null,
      })),
    posts: async (): Promise<BlogPostSummary[]> => (await selectPosts(db)).map(withIsoDate),
    async post(slug: string): Promise<BlogPost> {
      const post = await selectPost(db, slug);
      if (!post) throw notFound('Post not found');
      return withIsoDate(post);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
