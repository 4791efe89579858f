import type { RouteKey } from '#server/http/access-matrix.ts';
import type { LIVE_CHAT_ACCESS } from '#server/http/access-matrix-live-chat.ts';
import type { ProbeOf } from './probe-kit.ts';

type LiveChatRoute = Extract<RouteKey, keyof typeof LIVE_CHAT_ACCESS>;

export const LIVE_CHAT_PROBES: Record<LiveChatRoute, ProbeOf> = {};
