import { createPartnerApplications } from './partner-applications.service.ts';
import { createPartnerReview } from './partner-review.service.ts';
import { createPartnerShops } from './partner-shops.service.ts';
import type { PartnersDeps } from './partners.deps.ts';

/** Becoming a partner (the public form), the admin's review of it, and the admin's view of partner shops. */
export function createPartnersService(deps: PartnersDeps) {
  return {
    applications: createPartnerApplications(deps),
    review: createPartnerReview(deps),
    shops: createPartnerShops(deps),
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
