import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { storeCourier } from './get-courier.ts';

export const changePin = (input: { currentPin: string; pin: string }) =>
  courierRequest<CourierResponse>('/api/courier/pin/change', { method: 'POST', body: input });

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePin,
    meta: { silent: true },
    onSuccess: ({ courier }) => storeCourier(queryClient, courier),
  });
}
