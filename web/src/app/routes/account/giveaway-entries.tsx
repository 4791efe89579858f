import { PageHeader } from '#web/components/page-header.tsx';

/** /account/giveaway-entries: the customer's entries (to be built). */
export function GiveawayEntriesRoute() {
  return <PageHeader title="My Entries" />;
}
