import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { BlogPostCard } from './blog-post-card.tsx';

export function JournalTeaser({ titleId }: { titleId: string }) {
  const { data, isPending, isError } = useBlogPosts();
  if (isError || (data && data.length === 0)) return null;
  return (
    <>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id={titleId} eyebrow="The journal" title="Notes on buying well">
          Plain-spoken guides to lab reports, storage, purchase limits and delivery.
        </SectionHeading>
        <Link
          to="/blog"
          className="inline-flex shrink-0 items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          All articles
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <div className="mt-10">
        {isPending ? (
          <LoadingSkeleton variant="card" />
        ) : (
          <ul className="grid gap-10 md:grid-cols-3 md:gap-8">
            {data.slice(0, 3).map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
