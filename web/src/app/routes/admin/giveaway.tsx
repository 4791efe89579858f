import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaway: the live giveaway at a glance (to be built). */
export function AdminGiveawayRoute() {
  return <PageHeader title="Live giveaway" />;
}
