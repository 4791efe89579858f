import type { Contract } from '../http.ts';
import { TrackAccessResponseSchema } from '../account/track-access.ts';
import { AdminUserDetailSchema, AdminUserPageSchema } from './users.ts';

/** What each route of the staff user screens (and device tracking) answers on success; see ../contracts.ts. */
export const adminUserContracts = {
  'GET /api/admin/users': AdminUserPageSchema,
  'GET /api/admin/users/:id': AdminUserDetailSchema,
  'POST /api/admin/users/:id/block': AdminUserDetailSchema,
  'POST /api/admin/users/:id/unblock': AdminUserDetailSchema,
  'PUT /api/admin/users/:id/roles/support': AdminUserDetailSchema,
  'DELETE /api/admin/users/:id/roles/support': AdminUserDetailSchema,
  'POST /api/admin/users/:id/sign-out-everywhere': AdminUserDetailSchema,
  'POST /api/admin/users/:id/devices/:deviceId/block': AdminUserDetailSchema,
  'POST /api/admin/users/:id/devices/:deviceId/unblock': AdminUserDetailSchema,
  'POST /api/track-access': TrackAccessResponseSchema,
} satisfies Record<string, Contract>;
