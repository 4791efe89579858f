import { useParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { isClientError } from '#web/lib/api-client.ts';
import { useBlogPost } from '#web/features/content/api/get-blog-post.ts';
import { ArticleNotFound } from '#web/features/content/components/article-not-found.tsx';
import { ArticleView } from '#web/features/content/components/article-view.tsx';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const { data: post, error, isPending } = useBlogPost(slug);
  if (isPending) return <LoadingSkeleton variant="hero" />;
  if (!post) {
    if (isClientError(error)) {
      return (
        <>
          <PageMeta title="Article not found" path={`/blog/${slug}`} />
          <ArticleNotFound />
        </>
      );
    }
    throw error;
  }
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        path={`/blog/${post.slug}`}
        image={post.coverImageUrl}
        type="article"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          author: { '@type': 'Person', name: post.author },
          image: new URL(post.coverImageUrl, location.origin).toString(),
          publisher: { '@type': 'Organization', name: 'New York Minute NYC' },
        }}
      />
      <ArticleView post={post} />
    </>
  );
}
