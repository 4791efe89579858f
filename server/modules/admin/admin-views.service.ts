import type { AdminSearchResponse } from '#domain/admin/search.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { createDashboard, type DashboardSources } from './dashboard.service.ts';
import { adminSearch } from './search.queries.ts';

/** The admin's two cross-module views: the dashboard (from the owners' published reads) and the search box. */
export function createAdminViews(db: DbOrTx, sources: DashboardSources, bus: Pick<EventBus, 'subscribe'>) {
  return {
    dashboard: createDashboard(sources, bus),
    search: (q: string): Promise<AdminSearchResponse> => adminSearch(db, q),
  };
}
export type AdminViews = ReturnType<typeof createAdminViews>;
