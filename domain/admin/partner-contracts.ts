import type { Contract } from '../http.ts';
import { PartnerApplicationResponseSchema } from '../merchant/partner-schemas.ts';
import {
  AdminPartnerApplicationListSchema,
  AdminPartnerApplicationResponseSchema,
  AdminPartnerShopListSchema,
  AdminPartnerShopResponseSchema,
} from './partners.ts';

/** What becoming a partner and the admin's partner screens answer on success; see ../contracts.ts. */
export const partnerContracts = {
  'POST /api/partner-applications': PartnerApplicationResponseSchema,
  'GET /api/admin/partner-applications': AdminPartnerApplicationListSchema,
  'GET /api/admin/partner-applications/:id': AdminPartnerApplicationResponseSchema,
  'POST /api/admin/partner-applications/:id/approve': AdminPartnerApplicationResponseSchema,
  'POST /api/admin/partner-applications/:id/reject': AdminPartnerApplicationResponseSchema,
  'GET /api/admin/partner-shops': AdminPartnerShopListSchema,
  'PATCH /api/admin/partner-shops/:id': AdminPartnerShopResponseSchema,
} satisfies Record<string, Contract>;
