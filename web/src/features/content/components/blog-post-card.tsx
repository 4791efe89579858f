import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import type { BlogPostSummary } from '#domain/catalog/blog-response.ts';
import { formatPublished } from '../utils/format.ts';

interface BlogPostCardProps {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  /** The lead story on the journal page: image and text side by side, larger title. */
  lead?: boolean;
}

export function BlogPostCard({ post, headingLevel: Heading = 'h3', lead = false }: BlogPostCardProps) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col',
        lead && 'lg:grid lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-14',
      )}
    >
      <div className="overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-border/70">
        <img
          src={post.coverImageUrl}
          alt=""
          width={1200}
          height={900}
          loading={lead ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover transition duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div>
        <p className={cn('text-xs uppercase tracking-[0.18em] text-muted', lead ? 'mt-6 lg:mt-0' : 'mt-5')}>
          <time dateTime={post.publishedAt}>{formatPublished(post.publishedOn)}</time> · {post.author}
        </p>
        <Heading
          className={cn(
            'mt-2 font-display leading-tight text-balance',
            lead ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl',
          )}
        >
          <Link
            to={`/blog/${post.slug}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring group-hover:text-accent"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={cn('mt-3 leading-relaxed text-muted', lead ? 'text-base sm:text-lg' : 'text-sm')}>
          {post.excerpt}
        </p>
        {lead && (
          <p aria-hidden className="mt-6 text-sm font-medium text-accent">
            Read the article →
          </p>
        )}
      </div>
    </article>
  );
}
