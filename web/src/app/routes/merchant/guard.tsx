import { Outlet } from 'react-router';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { LoadFailed } from '#web/components/errors/load-failed.tsx';
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
    return <LoadFailed message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) return <LoadingSkeleton variant="hero" />;
  return (
    <MerchantShell me={me.data}>
      <Outlet context={me.data} />
    </MerchantShell>
  );
}
