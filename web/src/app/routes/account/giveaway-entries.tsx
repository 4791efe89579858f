import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { MyEntriesList } from '#web/features/giveaways/components/my-entries-list.tsx';
import { useLiveGiveaways } from '#web/features/giveaways/hooks/use-live-giveaways.ts';
import { useSession } from '#web/lib/session.ts';

/** /account/giveaway-entries ('My Entries'): each giveaway entered, live. */
export function GiveawayEntriesRoute() {
  const { user } = useSession();
  useLiveGiveaways(user?.id ?? null, { all: true });
  return (
    <section className="container-page max-w-4xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="My Entries" path="/account/giveaway-entries" />
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Account</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">My Entries</h1>
      <p className="mt-3 max-w-xl text-muted">
        Your giveaway entries, your share links and the results of the draws.
      </p>
      <div className="mt-10">{user && <MyEntriesList userId={user.id} />}</div>
    </section>
  );
}
