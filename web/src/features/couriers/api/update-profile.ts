import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourierProfileSchema } from '#domain/couriers/schemas.ts';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { storeCourier } from './get-courier.ts';

export type CourierProfile = z.output<typeof CourierProfileSchema>;

export const updateProfile = (input: CourierProfile) =>
  courierRequest<CourierResponse>('/api/courier/profile', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: ({ courier }) => storeCourier(queryClient, courier),
  });
}
