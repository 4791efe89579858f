import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { blogPosts } from '#server/db/schema/content.ts';

export async function selectShops(db: DbOrTx) {
  return db
    .select({
      id: merchants.id,
      slug: merchants.slug,
      name: merchants.name,
      licenseNumber: merchants.licenseNumber,
      description: merchants.description,
      street: merchants.street,
      zip: merchants.zip,
      borough: merchants.borough,
      neighborhood: merchants.neighborhood,
      phone: merchants.phone,
      openingHours: merchants.openingHours,
    })
    .from(merchants)
    .where(eq(merchants.isActive, true))
    .orderBy(asc(merchants.name));
}

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
