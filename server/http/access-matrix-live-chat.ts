import type { RouteAccess } from './access-roles.ts';

/** The live-chat desk: chat:answer (admin and support). */
export const LIVE_CHAT_ACCESS = {} as const satisfies Record<string, RouteAccess>;
