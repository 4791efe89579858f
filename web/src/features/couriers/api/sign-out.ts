import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';
import { pinLock } from '../stores/pin-lock.ts';

export const useCourierSignOut = () =>
  useRoleSignOut('courier', { to: '/courier/login', onSignedOut: () => pinLock.lock() });
