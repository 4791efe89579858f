import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways/:id/edit (to be built). */
export function AdminGiveawayEditRoute() {
  return <PageHeader title="Edit giveaway" />;
}
