import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CloseChatInput,
  EmailTranscriptResponse,
  LiveChatDetail,
  LiveChatWriteResponse,
} from '#domain/chat/staff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { mergeLines } from '#domain/chat/lines.ts';
import { chatPath, QUEUE_KEY, sessionKey, TRANSCRIPTS_KEY } from './live-chat-keys.ts';

/** Claim, reply, close: each answers the session and its lines; the open conversation takes them at once. */
function useChatWrite<Input>(id: string, send: (input: Input) => Promise<LiveChatWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData<LiveChatDetail>(sessionKey(id), (old) =>
        old ? { ...old, session: answer.session, messages: mergeLines(old.messages, answer.messages) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: TRANSCRIPTS_KEY });
    },
  });
}

/** `POST …/claim`. */
export const useClaimChat = (id: string) =>
  useChatWrite<void>(id, () => api<LiveChatWriteResponse>(chatPath(id, '/claim'), { method: 'POST' }));

/** `POST …/messages`: the answer carries the lines after the last one shown. */
export const useSendReply = (id: string, lastId: () => string | undefined) =>
  useChatWrite<string>(id, (message) => {
    const after = lastId();
    return api<LiveChatWriteResponse>(chatPath(id, `/messages${after ? `?after=${after}` : ''}`), {
      method: 'POST',
      body: { message },
    });
  });

/** `POST …/close` with the resolution and note. */
export const useCloseChat = (id: string) =>
  useChatWrite<CloseChatInput>(id, (input) =>
    api<LiveChatWriteResponse>(chatPath(id, '/close'), { method: 'POST', body: input }),
  );

/** `POST …/email-transcript`. */
export function useEmailTranscript(id: string) {
  return useMutation({
    mutationFn: () => api<EmailTranscriptResponse>(chatPath(id, '/email-transcript'), { method: 'POST' }),
    meta: { silent: true },
  });
}
