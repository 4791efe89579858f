import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';

export function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <title>Page not found | New York Minute NYC</title>
      <p className="font-display text-7xl text-accent">404</p>
      <h1 className="mt-4 font-display text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted">The page you are looking for has moved or never existed.</p>
      <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
