import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { pinLock } from '../stores/pin-lock.ts';
import { storeCourier } from './get-courier.ts';

export const lockApp = () => courierRequest<CourierResponse>('/api/courier/lock', { method: 'POST' });

/** Locks at once on this device, then tells the server so the session needs the PIN there too. */
export function useLockApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockApp,
    meta: { silent: true },
    onMutate: () => pinLock.lock(),
    onSuccess: ({ courier }) => storeCourier(queryClient, courier),
  });
}
