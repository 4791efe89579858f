import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  coverImageUrl: string;
  publishedAt: string;
}

export async function getBlogPosts(): Promise<BlogPostSummary[]> {
  const { posts } = await api<{ posts: BlogPostSummary[] }>('/api/blog');
  return posts;
}

export const blogPostsQueryOptions = queryOptions({ queryKey: ['blog', 'list'], queryFn: getBlogPosts });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions);
}
