import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';

export function ArticleNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl text-accent">404</p>
      <h1 className="mt-4 font-display text-3xl">Article not found</h1>
      <p className="mt-3 max-w-md text-muted">
        This article may have been moved or retired from the journal.
      </p>
      <Link to="/blog" className={`${buttonClass('primary', 'lg')} mt-8`}>
        Back to the journal
      </Link>
    </section>
  );
}
