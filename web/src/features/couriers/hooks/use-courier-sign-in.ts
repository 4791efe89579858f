import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRoleSignIn } from '#web/hooks/use-role-sign-in.ts';
import { track } from '#web/lib/analytics.ts';
import { getCourier, storeCourier } from '../api/get-courier.ts';

/**
 * Signs in, then asks whether the account is a courier's; an account without a courier record is signed
 * straight out again and the refusal is thrown for the form to show.
 */
export function useCourierSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useRoleSignIn({
    whoAmI: getCourier,
    onSignedIn: (courier) => {
      storeCourier(queryClient, courier);
      track('login', { method: 'password', role: 'courier' });
      void navigate('/courier/dashboard');
    },
  });
}
