import { Link, Navigate } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { CourierBrand } from '#web/features/couriers/components/courier-brand.tsx';
import { CourierLoginForm } from '#web/features/couriers/components/courier-login-form.tsx';
import { useSession } from '#web/lib/session.ts';
import { useCan } from '#web/lib/use-can.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

export function CourierLoginRoute() {
  const { isPending } = useSession();
  const carries = useCan('deliveries:carry');
  if (isPending) return <LoadingSkeleton variant="hero" />;
  if (carries) return <Navigate to="/courier/dashboard" replace />;
  return (
    <main id="main-content" className="flex flex-col items-center px-4 py-16 sm:py-24">
      <DocumentTitle>Courier sign in</DocumentTitle>
      <div className="w-full max-w-sm">
        <CourierBrand />
        <div className="mt-8 rounded-3xl border border-border bg-surface p-6 shadow-xl sm:p-8">
          <h1 className="font-display text-3xl">Courier sign in</h1>
          <p className="mt-2 text-sm text-muted">Use the account you were approved with.</p>
          <div className="mt-6">
            <CourierLoginForm />
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          Not a courier yet?{' '}
          <Link to="/become-courier" className="font-medium text-accent underline-offset-4 hover:underline">
            Apply to ride with us
          </Link>
        </p>
      </div>
    </main>
  );
}
