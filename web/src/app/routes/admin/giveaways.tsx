import { PageHeader } from '#web/components/page-header.tsx';

/** /admin/giveaways: every giveaway with its status (to be built). */
export function AdminGiveawaysRoute() {
  return <PageHeader title="Giveaways" />;
}
