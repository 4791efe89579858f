import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { selectShops } from './content.queries.ts';
import { selectPost, selectPosts } from './content.repo.ts';

export function createContentService(db: Db) {
  return {
    shops: () => selectShops(db),
    posts: () => selectPosts(db),
    async post(slug: string) {
      const post = await selectPost(db, slug);
      if (!post) throw notFound('Post not found');
      return post;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
