import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways/manage: entries across giveaways (to be built). */
export function AdminGiveawaysManageRoute() {
  return <PageHeader title="Giveaway entries" />;
}
