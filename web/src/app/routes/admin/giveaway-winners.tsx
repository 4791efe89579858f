import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways/:id/winners: the provably fair draw (to be built). */
export function AdminGiveawayWinnersRoute() {
  return <PageHeader title="Winners" />;
}
