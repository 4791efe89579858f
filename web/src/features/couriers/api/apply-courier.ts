import { useMutation } from '@tanstack/react-query';
import type { CourierApplicationResponse } from '#domain/couriers/courier-responses.ts';
import type { CourierApplication } from '#domain/couriers/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const applyAsCourier = (input: CourierApplication) =>
  api<CourierApplicationResponse>('/api/courier-applications', { method: 'POST', body: input });

export function useApplyAsCourier() {
  return useMutation({ mutationFn: applyAsCourier, meta: { silent: true } });
}
