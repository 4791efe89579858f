import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '#web/lib/api-client.ts';
import { pinLock } from '../stores/pin-lock.ts';

export const signOut = () => api<{ ok: true }>('/api/session/sign-out', { method: 'POST' });

export function useCourierSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      pinLock.lock();
      queryClient.setQueryData(['session'], null);
      queryClient.removeQueries({ queryKey: ['courier'] });
      void navigate('/courier/login');
    },
  });
}
