import type { CouriersDeps } from './couriers.deps.ts';
import { createCourierAccess } from './access.service.ts';
import { createApplications } from './applications.service.ts';
import { createDeliveries } from './deliveries.service.ts';
import { createShift } from './shift.service.ts';
import { createCourierTracking } from './tracking.service.ts';

export function createCouriersService(deps: CouriersDeps) {
  const tracking = createCourierTracking(deps);
  return {
    access: createCourierAccess(deps),
    shift: createShift(deps),
    tracking,
    deliveries: createDeliveries(deps, tracking),
    applications: createApplications(deps.db, deps.now),
  };
}
export type CouriersService = ReturnType<typeof createCouriersService>;
