import { PageHeader } from '#web/components/page-header.tsx';

/** /giveaway/rules and /giveaway/:slug/rules: the official rules (to be built). */
export function GiveawayRulesRoute() {
  return <PageHeader title="Official rules" />;
}
