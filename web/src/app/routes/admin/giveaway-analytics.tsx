import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways/:id/analytics (to be built). */
export function AdminGiveawayAnalyticsRoute() {
  return <PageHeader title="Giveaway analytics" />;
}
