import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, BlogPostResponse, BlogPostSummary } from '#domain/catalog/blog-response.ts';
import { api } from '#web/lib/api-client.ts';

export async function getBlogPost(slug: string): Promise<BlogPost> {
  const { post } = await api<BlogPostResponse>(`/api/blog/${encodeURIComponent(slug)}`);
  return post;
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blog', 'post', slug], queryFn: () => getBlogPost(slug) });

/** The list's summary (title, cover) is shown at once while the body loads. */
export function useBlogPost(slug: string) {
  const client = useQueryClient();
  const summary = () =>
    client.getQueryData<BlogPostSummary[]>(['blog', 'list'])?.find((p) => p.slug === slug);
  return useQuery({
    ...blogPostQueryOptions(slug),
    placeholderData: () => {
      const hit = summary();
      return hit ? { ...hit, body: '' } : undefined;
    },
  });
}
