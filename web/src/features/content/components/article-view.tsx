import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { BlogPost } from '#domain/catalog/blog-response.ts';
import { formatPublished } from '../utils/format.ts';
import { ArticleBody } from './article-body.tsx';

export function ArticleView({ post }: { post: BlogPost }) {
  return (
    <article className="pb-8">
      <header className="container-page pt-10 sm:pt-16">
        <div className="mx-auto max-w-[44rem]">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm text-muted hover:text-foreground"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            The journal
          </Link>
          <p className="mt-10 text-xs uppercase tracking-[0.2em] text-accent">
            <time dateTime={post.publishedAt}>{formatPublished(post.publishedOn)}</time> · By {post.author}
          </p>
          <h1 className="mt-4 font-display text-4xl leading-[1.05] tracking-tight text-balance sm:text-6xl">
            {post.title}
          </h1>
          <p className="mt-6 text-xl leading-relaxed text-muted">{post.excerpt}</p>
        </div>
        <div className="mx-auto mt-10 max-w-5xl overflow-hidden rounded-3xl bg-surface-2 ring-1 ring-border/70">
          <img
            src={post.coverImageUrl}
            alt=""
            width={1200}
            height={900}
            decoding="async"
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full object-cover sm:aspect-[16/10]"
          />
        </div>
      </header>
      <div className="container-page mt-12 sm:mt-16">
        <div className="mx-auto max-w-[44rem]">
          {post.body ? (
            <ArticleBody body={post.body} />
          ) : (
            <div role="status" className="space-y-3">
              <span className="sr-only">Loading article…</span>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-4 w-full" />
              ))}
            </div>
          )}
          <footer className="mt-16 border-t border-border pt-8 text-sm text-muted">
            Questions about anything in this article?{' '}
            <Link to="/support" className="text-accent underline underline-offset-4 hover:decoration-2">
              Write to our support team
            </Link>
            .
          </footer>
        </div>
      </div>
    </article>
  );
}
