import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** The frame of the product form's pages: back link, title, and the loading and error states. */
export function ProductFormPage({
  title,
  description,
  state,
  retry,
  children,
}: {
  title: string;
  description: string;
  state: 'loading' | 'error' | 'ready';
  retry?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <DocumentTitle>{`${title}`}</DocumentTitle>
      <Link
        to="/admin/products"
        className="inline-flex items-center gap-1 text-sm text-muted hover:text-foreground"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Products
      </Link>
      <PageHeader title={title} description={description} />
      {state === 'loading' ? (
        <div className="space-y-3" aria-busy>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : state === 'error' ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
          <p className="font-medium">This product could not be loaded.</p>
          {retry && (
            <Button variant="outline" size="sm" onClick={retry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
