import { PageHeader } from '#web/components/page-header.tsx';

/** /giveaway/:slug: the giveaway page (to be built). */
export function GiveawayRoute() {
  return <PageHeader title="Giveaway" />;
}
