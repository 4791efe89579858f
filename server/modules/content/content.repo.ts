import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { blogPosts } from '#server/db/schema/content.ts';

const summary = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  coverImageUrl: blogPosts.coverImageUrl,
  publishedAt: blogPosts.publishedAt,
};

export async function selectPosts(db: DbOrTx) {
  return db.select(summary).from(blogPosts).orderBy(desc(blogPosts.publishedAt));
}

export async function selectPost(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ ...summary, body: blogPosts.body })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug))
    .limit(1);
  return row ?? null;
}
