import { Button } from '#web/components/ui/button.tsx';
import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';
import { PortalFrame } from './portal-frame.tsx';

/** A signed-in account that cannot use the portal: not a merchant, or a merchant of no shop. */
export function NotMerchant({ message }: { message: string }) {
  const signOut = useRoleSignOut('merchant');
  return (
    <PortalFrame>
      <div role="alert" className="mx-auto max-w-md py-20 text-center">
        <h1 className="font-display text-3xl">No partner shop access</h1>
        <p className="mt-3 text-muted">{message}</p>
        <Button className="mt-6" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign in with another account
        </Button>
      </div>
    </PortalFrame>
  );
}
