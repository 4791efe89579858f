import { Link } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';

/** The page the confirmation e-mail links to: confirms the address and offers sign-in; it never signs in. */
export function EmailConfirmation({ token }: { token: string }) {
  const confirmation = useConfirmEmail(token);
  const { user } = useSession();
  if (confirmation.isPending && token) return <LoadingSkeleton variant="card" />;
  const confirmed = confirmation.isSuccess;
  const Icon = confirmed ? MailCheck : MailX;
  return (
    <div className="flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-3xl">
        {confirmed ? 'E-mail confirmed' : 'This link did not work'}
      </h1>
      <p className="mt-2 max-w-md text-muted">
        {confirmed
          ? `${AUTH_MESSAGES.emailConfirmed} ${user ? 'You are all set.' : 'Sign in to shop and follow your orders.'}`
          : `${AUTH_MESSAGES.invalidLink} Your account still works: you can sign in and shop as usual.`}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {!user && (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => authDialog.open('signin')}
          >
            Sign In
          </button>
        )}
        <Link to="/" className={buttonClass(user ? 'primary' : 'outline', 'lg')}>
          Keep shopping
        </Link>
      </div>
    </div>
  );
}
