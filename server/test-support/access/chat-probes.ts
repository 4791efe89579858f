import type { RouteKey } from '#server/http/access-matrix.ts';
import type { CHAT_ACCESS } from '#server/http/access-matrix-chat.ts';
import type { ProbeOf } from './probe-kit.ts';

type ChatRoute = Extract<RouteKey, keyof typeof CHAT_ACCESS>;

export const CHAT_PROBES: Record<ChatRoute, ProbeOf> = {};
