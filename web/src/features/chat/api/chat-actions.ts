import type { ChatConversation, ChatMessagesResponse, ChatSendResponse } from '#domain/chat/schemas.ts';
import { api } from '#web/lib/api-client.ts';

const base = (id: string) => `/api/chat/sessions/${encodeURIComponent(id)}`;

export const startChat = () => api<ChatConversation>('/api/chat/sessions', { method: 'POST', body: {} });

export const getChatLines = (id: string, after: string | null) =>
  api<ChatMessagesResponse>(`${base(id)}/messages${after ? `?after=${after}` : ''}`);

export const sendChatMessage = (id: string, message: string) =>
  api<ChatSendResponse>(`${base(id)}/messages`, { method: 'POST', body: { message } });

export const askForPerson = (id: string) =>
  api<ChatConversation>(`${base(id)}/human`, { method: 'POST', body: {} });
