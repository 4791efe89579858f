import { useSyncExternalStore } from 'react';

const KEY = 'courier_unlocked';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

function write(unlocked: boolean) {
  try {
    if (unlocked) sessionStorage.setItem(KEY, 'true');
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the app simply asks for the PIN again */
  }
  listeners.forEach((listener) => listener());
}

/** Spec §4: the unlocked flag lives for the browser session; any lock clears it. */
export const pinLock = {
  isUnlocked: read,
  unlock: () => write(true),
  lock: () => write(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function usePinUnlocked(): boolean {
  return useSyncExternalStore(pinLock.subscribe, pinLock.isUnlocked, () => false);
}
