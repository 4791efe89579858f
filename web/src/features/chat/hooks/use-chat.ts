import { useCallback, useEffect, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_TEXT, chatTopicOf } from '#domain/chat/rules.ts';
import type { ChatConversation, ChatCurrentResponse } from '#domain/chat/schemas.ts';
import { ApiError, isClientError } from '#web/lib/api-client.ts';
import { onStatus, subscribe } from '#web/lib/realtime.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { askForPerson, getChatLines, sendChatMessage, startChat } from '../api/chat-actions.ts';
import { chatSessionQuery, useChatSession } from '../api/get-chat-session.ts';
import { lastLineId, mergeLines } from '#domain/chat/lines.ts';

const detail = (error: unknown) => (isClientError(error) ? (error as ApiError).message : undefined);

/**
 * The customer's conversation while the widget is mounted: read with GET /session (history survives a reload),
 * started when the widget opens without one, and kept live by the session's topic (events carry ids only: the lines
 * after the last one shown are fetched).
 */
export function useChat(open: boolean) {
  const { user } = useSession();
  const account = user?.id ?? null;
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => chatSessionQuery(account).queryKey, [account]);
  const query = useChatSession(account);
  const conversation = query.data?.conversation ?? null;

  const update = useCallback(
    (next: (c: ChatConversation | null) => ChatConversation | null) =>
      queryClient.setQueryData<ChatCurrentResponse>(queryKey, (old) =>
        old ? { ...old, conversation: next(old.conversation) } : old,
      ),
    [queryClient, queryKey],
  );

  const refresh = useCallback(async () => {
    const current = queryClient.getQueryData<ChatCurrentResponse>(queryKey)?.conversation;
    if (!current) return;
    try {
      const { session, messages } = await getChatLines(current.session.id, lastLineId(current.messages));
      update((old) =>
        old && old.session.id === session.id
          ? { session, messages: mergeLines(old.messages, messages) }
          : old,
      );
    } catch (error) {
      // No longer this caller's (signed out after the account took it over): ask who they are now.
      if (error instanceof ApiError && (error.status === 404 || error.status === 401))
        void queryClient.invalidateQueries({ queryKey });
    }
  }, [update, queryClient, queryKey]);

  const sessionId = conversation?.session.id ?? null;
  useEffect(() => {
    if (!sessionId) return;
    const stop = subscribe(chatTopicOf(sessionId), (event) => {
      if (event.kind === 'chat.message' || event.kind === 'chat.session') void refresh();
    });
    // Events missed while the socket was down: fetch what came since the last line.
    let first = true;
    const stopStatus = onStatus((status) => {
      if (status === 'open' && !first) void refresh();
      if (status === 'open') first = false;
    });
    return () => {
      stop();
      stopStatus();
    };
  }, [sessionId, refresh]);

  const start = useMutation({
    mutationFn: startChat,
    meta: { silent: true },
    onSuccess: (started) => update(() => started),
    onError: (error) => toast.error(CHAT_TEXT.startFailed, { description: detail(error) }),
  });

  useEffect(() => {
    if (open && query.isSuccess && !conversation && start.isIdle) start.mutate();
  }, [open, query.isSuccess, conversation, start]);

  const send = useMutation({
    mutationFn: (text: string) => sendChatMessage(sessionId!, text),
    meta: { silent: true },
    onSuccess: ({ session, messages }) =>
      update((old) => (old ? { session, messages: mergeLines(old.messages, messages) } : old)),
    onError: (error) => {
      toast.error(CHAT_TEXT.sendFailed, { description: detail(error) });
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });

  const toPerson = useMutation({
    mutationFn: () => askForPerson(sessionId!),
    meta: { silent: true },
    onSuccess: (next) => update(() => next),
    onError: (error) => toast.error(CHAT_TEXT.sendFailed, { description: detail(error) }),
  });

  return {
    conversation,
    loading: query.isPending || (start.isPending && !conversation),
    failed: query.isError || (start.isError && !conversation),
    retry: () => (query.isError ? void query.refetch() : start.mutate()),
    startNew: () => start.mutate(),
    starting: start.isPending,
    send,
    toPerson,
  };
}
