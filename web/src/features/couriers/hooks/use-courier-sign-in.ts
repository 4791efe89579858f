import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, type SignIn } from '#domain/auth.ts';
import { signIn } from '#web/api/session/sign-in.ts';
import { signOut } from '#web/api/session/sign-out.ts';
import { track } from '#web/lib/analytics.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getCourier, storeCourier } from '../api/get-courier.ts';

/**
 * Signs in, then asks whether the account is a courier's; an account without a courier record is signed
 * straight out again and the refusal is thrown for the form to show.
 */
export function useCourierSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (input: SignIn) => {
      const { user } = await signIn(input);
      if (!user) throw new Error(AUTH_MESSAGES.noSession);
      try {
        return await getCourier();
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) await signOut().catch(() => undefined);
        throw error;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['session'] });
      }
    },
    onSuccess: (courier) => {
      storeCourier(queryClient, courier);
      track('login', { method: 'password', role: 'courier' });
      void navigate('/courier/dashboard');
    },
  });
}
