import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps, uuidKey } from './columns.ts';

export const blogPosts = pgTable('blog_posts', {
  id: uuidKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  author: text('author').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  publishedAt: instant('published_at').notNull(),
  ...timestamps,
});
