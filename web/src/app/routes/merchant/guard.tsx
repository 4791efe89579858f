import { Outlet } from 'react-router';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useMerchantMe } from '#web/features/merchant/api/get-merchant-me.ts';
import { MerchantShell } from '#web/features/merchant/components/merchant-shell.tsx';
import { MerchantSignIn } from '#web/features/merchant/components/merchant-sign-in.tsx';
import { NotMerchant } from '#web/features/merchant/components/not-merchant.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * Signed out → the sign-in, on the page asked for; signed in → the caller's shop (asked of /api/merchant/me) in the
 * shell; an account that is not a merchant, or works for no shop, is told why.
 */
export function MerchantGuardRoute() {
  const session = useSession();
  const me = useMerchantMe(Boolean(session.user));

  if (session.isPending || (session.user && me.isPending)) return <LoadingSkeleton variant="hero" />;
  if (!session.user) return <MerchantSignIn />;
  if (me.isError) {
    const error = me.error instanceof ApiError ? me.error : null;
    if (error?.status === 401) return <MerchantSignIn />;
    if (error?.status === 403) {
      return (
        <NotMerchant
          message={error.code === 'no_shop' ? MERCHANT_MESSAGES.noShop : MERCHANT_MESSAGES.noAccess}
        />
      );
    }
    return (
      <main id="main-content" role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="font-display text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted">{me.error.message}</p>
        <Button variant="outline" className="mt-6" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  if (!me.data) return <LoadingSkeleton variant="hero" />;
  return (
    <MerchantShell me={me.data}>
      <Outlet context={me.data} />
    </MerchantShell>
  );
}
