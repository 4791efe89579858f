import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';

/** Signs out, forgets the session and the server cart, and returns to the home page (spec §2). */
export const useSignOut = () => useRoleSignOut(['cart', 'account'], { to: '/' });
