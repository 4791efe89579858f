import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useBlogPosts } from '#web/features/content/api/get-blog-posts.ts';
import { BlogPostCard } from '#web/features/content/components/blog-post-card.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';

export function BlogRoute() {
  const { data: posts, isPending, isError } = useBlogPosts();
  const [lead, ...rest] = posts ?? [];
  return (
    <>
      <PageMeta
        title="Journal"
        path="/blog"
        description="Guides to lab reports, total THC, New York purchase limits, storage and what happens at delivery."
      />
      <ContentPageHeader eyebrow="The journal" title="Notes on buying well">
        Plain-spoken guides from our team: how to read a lab report, what New York&apos;s rules mean for your
        order, and how to look after what you buy.
      </ContentPageHeader>
      <div className="container-page py-14 sm:py-20">
        {isPending ? (
          <LoadingSkeleton variant="grid" count={3} />
        ) : isError ? (
          <p role="alert" className="text-muted">
            The journal did not load. Please refresh the page to try again.
          </p>
        ) : !lead ? (
          <p className="text-muted">No articles yet. Check back soon.</p>
        ) : (
          <>
            <div>
              <BlogPostCard post={lead} headingLevel="h2" lead />
            </div>
            {rest.length > 0 && (
              <ul className="mt-20 grid gap-12 border-t border-border pt-14 md:grid-cols-3 md:gap-8">
                {rest.map((post) => (
                  <li key={post.slug}>
                    <BlogPostCard post={post} headingLevel="h2" />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </>
  );
}
