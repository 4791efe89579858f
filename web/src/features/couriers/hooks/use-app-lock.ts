import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { courierQuery } from '../api/get-courier.ts';
import { useLockApp } from '../api/lock-app.ts';
import { usePinUnlocked } from '../stores/pin-lock.ts';
import { useIdleLock } from './use-idle-lock.ts';

/**
 * Whether the PIN screen must show, and the idle lock that brings it back. Whenever the app locks (idle,
 * or a 423 from any call) the courier record is re-read, so a PIN the server expired asks to be set anew.
 */
export function useAppLock({ serverUnlocked, idleMs }: { serverUnlocked: boolean; idleMs?: number }) {
  const queryClient = useQueryClient();
  const flag = usePinUnlocked();
  const lock = useLockApp();
  const unlocked = flag && serverUnlocked;

  useIdleLock({ enabled: unlocked, timeoutMs: idleMs, onIdle: () => lock.mutate() });

  const wasUnlocked = useRef(flag);
  useEffect(() => {
    if (wasUnlocked.current && !flag) void queryClient.invalidateQueries({ queryKey: courierQuery.queryKey });
    wasUnlocked.current = flag;
  }, [flag, queryClient]);

  return unlocked;
}
