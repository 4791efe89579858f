import type { CouriersDeps } from './couriers.deps.ts';
import type { CourierAccess } from './access.service.ts';
import { createApplicationReview } from './application-review.service.ts';
import { createApplications } from './applications.service.ts';
import { createCourierAdmin } from './courier-admin.service.ts';
import { courierFigures } from './dashboard.queries.ts';
import { createDeliveries } from './deliveries.service.ts';
import { createDispatch } from './dispatch.service.ts';
import { createDoorChecks } from './door-checks.service.ts';
import { createIncidents } from './incidents.service.ts';
import { createShift } from './shift.service.ts';
import { createStaffCouriers } from './staff-couriers.service.ts';
import type { CourierTracking } from './tracking.service.ts';

/** `access` and `tracking` are built first (they need no orders), so the orders service can use them too. */
export function createCouriersService(
  deps: CouriersDeps,
  { access, tracking }: { access: CourierAccess; tracking: CourierTracking },
) {
  const deliveries = createDeliveries(deps, tracking);
  const staff = createStaffCouriers(deps, deliveries);
  return {
    access,
    shift: createShift(deps),
    tracking,
    deliveries,
    /** The ID check at the door and the signatures' retention job. */
    doorChecks: createDoorChecks(deps),
    applications: createApplications(deps.db, deps.now, deps.bus),
    dispatch: createDispatch(deps),
    incidents: createIncidents(deps),
    staff,
    admin: createCourierAdmin(deps, staff),
    review: createApplicationReview(deps),
    /** The fleet right now, for the staff dashboard. */
    dashboard: { figures: () => courierFigures(deps.db) },
  };
}
export type CouriersService = ReturnType<typeof createCouriersService>;
