import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export function AdminNotFound() {
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <DocumentTitle>Page not found</DocumentTitle>
      <h1 className="font-display text-3xl">Page not found</h1>
      <p className="mt-3 text-muted">There is no admin page at this address.</p>
      <Link to="/admin/dashboard" className={buttonClass('outline', 'md') + ' mt-6'}>
        Go to Dashboard
      </Link>
    </section>
  );
}
