import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary, BlogPostsResponse } from '#domain/catalog/blog-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getBlogPosts(): Promise<BlogPostSummary[]> {
  const { posts } = await api<BlogPostsResponse>('/api/blog');
  return posts;
}

export const blogPostsQueryOptions = queryOptions({ queryKey: ['blog', 'list'], queryFn: getBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions);
}
