import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './auth.ts';

export const blogPosts = pgTable('blog_posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  author: text('author').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  ...timestamps,
});
