import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';

export function ProductNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl text-accent">404</p>
      <h1 className="mt-4 font-display text-3xl">Product not found</h1>
      <p className="mt-3 max-w-md text-muted">
        This product may have sold through or been removed from the menu. Everything currently available is on
        the home page.
      </p>
      <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
