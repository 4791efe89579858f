/** Every live-chat query starts with this key. */
export const LIVE_CHAT_KEY = ['admin', 'live-chat'] as const;
export const QUEUE_KEY = [...LIVE_CHAT_KEY, 'queue'] as const;
export const TRANSCRIPTS_KEY = [...LIVE_CHAT_KEY, 'transcripts'] as const;
export const sessionKey = (id: string) => [...LIVE_CHAT_KEY, 'session', id] as const;
export const chatPath = (id: string, tail = '') =>
  `/api/admin/live-chat/sessions/${encodeURIComponent(id)}${tail}`;
