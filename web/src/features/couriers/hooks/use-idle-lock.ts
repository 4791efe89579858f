import { useEffect, useRef } from 'react';
import { PIN_IDLE_LOCK_MINUTES } from '#domain/couriers/rules.ts';

const ACTIVITY = ['mousemove', 'keydown', 'touchstart', 'scroll', 'pointerdown'] as const;
export const IDLE_LOCK_MS = PIN_IDLE_LOCK_MINUTES * 60_000;

interface IdleLockOptions {
  enabled: boolean;
  onIdle: () => void;
  timeoutMs?: number;
}

/** Spec §4: calls `onIdle` once after `timeoutMs` without mouse, key, touch or scroll activity. */
export function useIdleLock({ enabled, onIdle, timeoutMs = IDLE_LOCK_MS }: IdleLockOptions) {
  const handler = useRef(onIdle);
  useEffect(() => {
    handler.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => handler.current(), timeoutMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => handler.current(), timeoutMs);
    };
    const options = { passive: true, capture: true } as const;
    for (const name of ACTIVITY) window.addEventListener(name, reset, options);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, reset, options);
    };
  }, [enabled, timeoutMs]);
}
