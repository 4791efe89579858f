import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxActionResponse, OutboxTestResponse } from '#domain/admin/outbox.ts';
import { api } from '#web/lib/api-client.ts';

export const resendMessage = (id: number) =>
  api<OutboxActionResponse>(`/api/admin/notifications/${id}/resend`, { method: 'POST' });

export const sendTestMessage = (channel: 'email' | 'sms') =>
  api<OutboxTestResponse>('/api/admin/notifications/test', { method: 'POST', body: { channel } });

const useOutboxMutation = <In, Out>(fn: (input: In) => Promise<Out>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
};

export const useResendMessage = () => useOutboxMutation(resendMessage);
export const useSendTestMessage = () => useOutboxMutation(sendTestMessage);
