import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { BlogPostSummary } from './get-blog-posts.ts';

export interface BlogPost extends BlogPostSummary {
  /** Plain text: paragraphs separated by blank lines, "## " starts a heading. */
  body: string;
}

export async function getBlogPost(slug: string): Promise<BlogPost> {
  const { post } = await api<{ post: BlogPost }>(`/api/blog/${encodeURIComponent(slug)}`);
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
