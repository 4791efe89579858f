import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdCheckResponse } from '#domain/couriers/courier-responses.ts';
import type { IdCheckInput } from '#domain/id-check/schemas.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

/** The fields read from (or typed off) the ID go to the server, which decides; never the image or barcode text. */
export const checkId = ({ orderId, ...body }: IdCheckInput & { orderId: string }) =>
  courierRequest<IdCheckResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/id-check`, {
    method: 'POST',
    body,
  });

/** A refusal stays with the step (in words, announced); either way the delivery's latest check is read again. */
export function useCheckId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkId,
    meta: { silent: true },
    onSettled: () => refreshWork(queryClient),
  });
}
