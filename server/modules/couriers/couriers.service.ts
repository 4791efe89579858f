import type { CouriersDeps } from './couriers.deps.ts';
import type { CourierAccess } from './access.service.ts';
import { createApplications } from './applications.service.ts';
import { createDeliveries } from './deliveries.service.ts';
import { createDispatch } from './dispatch.service.ts';
import { createIncidents } from './incidents.service.ts';
import { createShift } from './shift.service.ts';
import type { CourierTracking } from './tracking.service.ts';

/** `access` and `tracking` are built first (they need no orders), so the orders service can use them too. */
export function createCouriersService(
  deps: CouriersDeps,
  { access, tracking }: { access: CourierAccess; tracking: CourierTracking },
) {
  return {
    access,
    shift: createShift(deps),
    tracking,
    deliveries: createDeliveries(deps, tracking),
    applications: createApplications(deps.db, deps.now),
    dispatch: createDispatch(deps),
    incidents: createIncidents(deps),
  };
}
export type CouriersService = ReturnType<typeof createCouriersService>;
