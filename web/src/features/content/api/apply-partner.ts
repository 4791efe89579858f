import { useMutation } from '@tanstack/react-query';
import type { PartnerApplication, PartnerApplicationResponse } from '#domain/merchant/partner-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const applyAsPartner = (input: PartnerApplication) =>
  api<PartnerApplicationResponse>('/api/partner-applications', { method: 'POST', body: input });

export function useApplyAsPartner() {
  return useMutation({ mutationFn: applyAsPartner, meta: { silent: true } });
}
