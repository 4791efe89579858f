import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { STAFF_MESSAGES, type StaffInvitationView } from '#domain/merchant/staff.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { useAnswerStaffInvitation } from '../api/answer-staff-invitation.ts';
import { useStaffInvitation } from '../api/get-staff-invitation.ts';

const MEANS = [
  'You will see this shop’s orders, with the customers’ names, delivery addresses and what they ordered, to accept and prepare them.',
  'You will mark the shop’s items sold out or back in stock.',
  'You will work in the partner portal with this same account and password.',
  'Store giveaways are not open to shop staff: while you work for a shop, you cannot enter them.',
  'One account works for one shop. The owner can remove you at any time, and you can ask them to.',
];

function Alert({ children }: { children: string }) {
  return (
    <p role="alert" className="mt-5 flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
      <CircleAlert className="h-5 w-5 shrink-0 text-danger" aria-hidden />
      {children}
    </p>
  );
}

/** The invitee's page: what joining a shop's staff means, and the answer from the invited address's own account. */
export function StaffInvitationAnswer({ token }: { token: string }) {
  const invitation = useStaffInvitation(token);
  if (!token) return <Alert>{STAFF_MESSAGES.invitationInvalid}</Alert>;
  if (invitation.isError)
    return <Alert>{invitation.error.message || STAFF_MESSAGES.invitationInvalid}</Alert>;
  if (!invitation.data) return <Skeleton className="h-64 w-full" />;
  return <Invitation token={token} invitation={invitation.data} />;
}

function Invitation({ token, invitation }: { token: string; invitation: StaffInvitationView }) {
  const { user, isPending } = useSession();
  const answer = useAnswerStaffInvitation(token);
  const { shopName, email, status } = invitation;
  const mine = user?.email.toLowerCase() === email;

  if (status === 'accepted')
    return (
      <>
        <h1 className="font-display text-3xl">You work for {shopName}</h1>
        <p className="mt-3 text-muted">
          {STAFF_MESSAGES.accepted}: its orders are waiting in the partner portal.
        </p>
        <Link to="/merchant/dashboard" className={buttonClass('primary', 'md') + ' mt-6'}>
          Open the partner portal
        </Link>
      </>
    );
  if (status === 'declined')
    return (
      <>
        <h1 className="font-display text-3xl">Invitation declined</h1>
        <p className="mt-3 text-muted">
          You declined {shopName}’s invitation. Nothing changed on your account.
        </p>
      </>
    );
  if (status !== 'pending')
    return (
      <>
        <h1 className="font-display text-3xl">This invitation no longer works</h1>
        <Alert>{STAFF_MESSAGES.invitationInvalid}</Alert>
      </>
    );

  return (
    <>
      <h1 className="font-display text-3xl">Join {shopName}’s staff?</h1>
      <p className="mt-3 text-muted [overflow-wrap:anywhere]">
        {shopName} invited {email} to its staff on our partner portal. Nothing changes until you accept.
      </p>
      <h2 className="mt-6 font-semibold">If you accept</h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
        {MEANS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {answer.error && <Alert>{answer.error.message}</Alert>}
      {isPending ? (
        <Skeleton className="mt-6 h-11 w-full" />
      ) : !user ? (
        <div className="mt-6">
          <p className="text-sm [overflow-wrap:anywhere]">
            Sign in as {email} to answer, or create an account with this address first.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button onClick={() => authDialog.openWith('signin', email, `Sign in as ${email} to answer.`)}>
              Sign in
            </Button>
            <Button variant="outline" onClick={() => authDialog.openWith('signup', email, '')}>
              Create an account
            </Button>
          </div>
        </div>
      ) : !mine ? (
        <div className="mt-6">
          <Alert>{STAFF_MESSAGES.wrongAccount}</Alert>
          <Button
            className="mt-3"
            variant="outline"
            onClick={() => authDialog.openWith('signin', email, `Sign in as ${email} to answer.`)}
          >
            Sign in as {email}
          </Button>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            Accept
          </Button>
          <Button variant="outline" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
            Decline
          </Button>
        </div>
      )}
    </>
  );
}
