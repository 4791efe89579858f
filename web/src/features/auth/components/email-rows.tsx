import { CircleAlert, CircleCheck } from 'lucide-react';
import type { SessionUser } from '#domain/auth.ts';
import { ProfileRow } from './profile-row.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';

/** The e-mail is the sign-in identity: shown with its confirmation status, never edited here. */
export function EmailRows({ user, readOnlyNote }: { user: SessionUser; readOnlyNote?: boolean }) {
  return (
    <>
      <ProfileRow label="Email">
        <span>{user.email}</span>
        {readOnlyNote && (
          <span className="block text-sm font-normal text-muted">
            You sign in with this address; it cannot be changed here.
          </span>
        )}
      </ProfileRow>
      <ProfileRow label="Email status">
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-2 text-success">
            <CircleCheck className="h-4 w-4" aria-hidden />
            Confirmed
          </span>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-x-2 text-accent">
            <CircleAlert className="h-4 w-4" aria-hidden />
            Not confirmed yet
            <ResendConfirmation />
          </span>
        )}
      </ProfileRow>
    </>
  );
}
