import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAccount } from '#web/lib/account.ts';
import { AccountProfile } from '#web/features/auth/components/account-profile.tsx';
import { SavedAddresses } from '#web/features/auth/components/saved-addresses.tsx';
import { PasswordCard } from '#web/features/auth/components/password-card.tsx';
import { DeleteAccountCard } from '#web/features/auth/components/delete-account-card.tsx';
import { NotificationSettingsCard } from '#web/features/notifications/components/notification-settings-card.tsx';
import { useSession } from '#web/lib/session.ts';

export function AccountRoute() {
  const { user } = useSession();
  const account = useAccount(user?.id ?? null);
  return (
    <section className="container-page max-w-4xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="Your account" path="/account" />
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Account</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">Profile Settings</h1>
      <p className="mt-3 text-muted">Your details, saved addresses, password and notification choices.</p>
      <div className="mt-10 space-y-6">
        {account.data ? (
          <>
            <AccountProfile user={account.data.user} />
            <SavedAddresses userId={account.data.user.id} addresses={account.data.addresses} />
            <PasswordCard />
          </>
        ) : account.isError ? (
          <p role="alert" className="text-danger">
            {account.error.message}
          </p>
        ) : (
          <LoadingSkeleton variant="card" />
        )}
        <NotificationSettingsCard />
        {account.data && <DeleteAccountCard />}
      </div>
    </section>
  );
}
