import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways/new (to be built). */
export function AdminGiveawayNewRoute() {
  return <PageHeader title="New giveaway" />;
}
