import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ShieldAlert, X } from 'lucide-react';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { signOut } from '#web/api/session/sign-out.ts';
import { useAccessTracking } from '../hooks/use-access-tracking.ts';

/**
 * Signs out a user whose access staff restricted (the account, or the device it uses), sends them to `/` and says
 * so (spec §4, §8), whether it is found by the device report or arrives live while a page is open.
 */
export function AccessGuard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [restricted, setRestricted] = useState(false);
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const forget = useCallback(() => {
    leaving.current = false;
    queryClient.setQueryData(['session'], null);
    for (const key of ['cart', 'account', 'orders']) queryClient.removeQueries({ queryKey: [key] });
  }, [queryClient]);
  useAccessTracking(() => {
    setRestricted(true);
    // The server has ended the session already; this clears the cookie too.
    signOut().catch(() => undefined);
    if (pathname === '/') return forget();
    leaving.current = true;
    void navigate('/', { replace: true });
  });
  // The session is forgotten once the page is `/`: an account page still shown would ask to sign in again.
  useEffect(() => {
    if (leaving.current && pathname === '/') forget();
  }, [pathname, forget]);
  if (!restricted) return null;
  return (
    <div className="fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <div
        role="alert"
        className="flex max-w-xl items-start gap-3 rounded-2xl border border-danger/40 bg-surface p-4 text-sm shadow-lg"
      >
        <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
        <p className="flex-1">{AUTH_MESSAGES.accountRestricted}</p>
        <button
          type="button"
          aria-label="Dismiss"
          className="rounded p-1 text-muted hover:text-foreground"
          onClick={() => setRestricted(false)}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
