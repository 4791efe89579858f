import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { pinLock } from '../stores/pin-lock.ts';
import { storeCourier } from './get-courier.ts';

export const setPin = (pin: string) =>
  courierRequest<CourierResponse>('/api/courier/pin', { method: 'POST', body: { pin } });

export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPin,
    meta: { silent: true },
    onSuccess: ({ courier }) => {
      pinLock.unlock();
      storeCourier(queryClient, courier);
    },
  });
}
