import { Navigate, useSearchParams } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { LogoMark } from '#web/components/layout/logo.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { AdminLoginForm } from '#web/features/admin/components/admin-login-form.tsx';
import { safeNext } from '#web/features/admin/utils/safe-next.ts';
import { useSession } from '#web/lib/session.ts';
import { useCan } from '#web/lib/use-can.ts';

export function AdminLoginRoute() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const { isPending } = useSession();
  const staff = useCan('admin:access');
  if (isPending) return <LoadingSkeleton variant="hero" />;
  if (staff) return <Navigate to={safeNext(next)} replace />;
  return (
    <main
      id="main-content"
      className="relative flex min-h-dvh flex-col items-center bg-background px-4 py-16 sm:py-24"
    >
      <title>Admin sign in | NY Minute</title>
      <div className="absolute right-4 top-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-sm">
        <div className="flex items-center justify-center gap-3">
          <LogoMark className="h-10 w-10" />
          <span className="leading-tight">
            <span className="block font-display text-lg font-semibold">New York Minute</span>
            <span className="block text-[10px] font-medium uppercase tracking-[0.3em] text-muted">
              Admin console
            </span>
          </span>
        </div>
        <div className="mt-8 rounded-3xl border border-border bg-surface p-6 shadow-xl sm:p-8">
          <h1 className="font-display text-3xl">Admin sign in</h1>
          <p className="mt-2 text-sm text-muted">For the operations and support team.</p>
          <div className="mt-6">
            <AdminLoginForm next={next} />
          </div>
        </div>
      </div>
    </main>
  );
}
