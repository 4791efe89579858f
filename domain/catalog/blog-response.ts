import { z } from 'zod';

/**
 * `GET /api/blog`: the journal's posts, newest first, without their bodies. `GET /api/blog/:slug`: one post with its
 * body. The server's answers are typed by these, the web reads them, and the API tests parse real answers with them.
 */
export const BlogPostSummarySchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  coverImageUrl: z.string(),
  publishedAt: z.iso.datetime(),
  /** The day it was published in New York (YYYY-MM-DD), what the page shows: no time-zone work in the browser. */
  publishedOn: z.iso.date(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({
  /** Plain text: paragraphs separated by blank lines, "## " starts a heading. */
  body: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostsResponseSchema = z.strictObject({ posts: z.array(BlogPostSummarySchema) });
export type BlogPostsResponse = z.infer<typeof BlogPostsResponseSchema>;

export const BlogPostResponseSchema = z.strictObject({ post: BlogPostSchema });
export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;
