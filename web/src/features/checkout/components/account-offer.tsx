import { UserPlus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { CONFIRMATION_CARD } from './confirmation-layout.tsx';

/**
 * A guest's confirmation offers an account with the e-mail the order was placed with: once the address is confirmed,
 * this order (and any other placed with it) joins the account. A card in the page; the form opens only when asked.
 */
export function AccountOffer({ email }: { email: string }) {
  const { user, isPending } = useSession();
  if (isPending || user) return null;
  return (
    <section aria-labelledby="account-offer-title" className={CONFIRMATION_CARD}>
      <div className="flex gap-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <UserPlus className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 id="account-offer-title" className="font-display text-2xl">
            Keep this order in an account
          </h2>
          <p className="mt-2 text-sm text-muted">
            Create an account with <strong className="break-all font-medium text-foreground">{email}</strong>.
            Once you confirm the address, this order and any other you placed with it show in My Orders, and
            your next checkout is quicker.
          </p>
          <Button className="mt-4" variant="outline" onClick={() => authDialog.openWith('signup', email, '')}>
            Create account
          </Button>
        </div>
      </div>
    </section>
  );
}
