import type { RouteAccess } from './access-roles.ts';

/** The customer's support chat: a signed-in customer's or a guest browser's own session only. */
export const CHAT_ACCESS = {} as const satisfies Record<string, RouteAccess>;
