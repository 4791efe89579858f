import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '#web/api/session/sign-out.ts';
import { pinLock } from '../stores/pin-lock.ts';

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
