import { useEffect, useReducer, useState } from 'react';
import {
  dismissedAt,
  keptInstallEvent,
  rememberDismissal,
  runningStandalone,
  wasInstalled,
  watchInstall,
} from '../stores/install-event.ts';
import {
  installDelayMs,
  installMode,
  isIosSafari,
  isMobileDevice,
  promptVisible,
} from '../utils/install-rules.ts';

function readDevice() {
  const { userAgent, maxTouchPoints } = navigator;
  return {
    mobile: isMobileDevice({
      width: window.innerWidth,
      coarsePointer: window.matchMedia('(pointer: coarse)').matches,
      userAgent,
      maxTouchPoints,
    }),
    iosSafari: isIosSafari(userAgent, maxTouchPoints),
    standalone: runningStandalone(),
  };
}

/**
 * The install offer's state: once the browser offers installation (or on iOS Safari, which never does), it becomes
 * due after the spec's delay and shows while the rules allow (after the age gate, not dismissed, not at checkout).
 */
export function useInstallPrompt(pathname: string, isAgeVerified: () => boolean) {
  const [device] = useState(readDevice);
  const [event, setEvent] = useState(keptInstallEvent);
  const [installed, setInstalled] = useState(wasInstalled);
  const [dismissed, setDismissed] = useState(dismissedAt);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [answered, setAnswered] = useState(false);
  const [, recheck] = useReducer((n: number) => n + 1, 0);

  useEffect(
    () =>
      watchInstall(() => {
        setEvent(keptInstallEvent());
        setInstalled(wasInstalled());
      }),
    [],
  );

  const mode = installMode({
    hasPromptEvent: event !== null,
    iosSafari: device.iosSafari,
    standalone: device.standalone,
    installed,
  });
  const available = mode !== null;
  useEffect(() => {
    if (!available || dueAt !== null) return;
    const timer = setTimeout(() => setDueAt(Date.now()), installDelayMs(device.mobile));
    return () => clearTimeout(timer);
  }, [available, dueAt, device.mobile]);

  // The age gate sends no event when it is answered: look again while it is still open.
  const ageVerified = isAgeVerified();
  useEffect(() => {
    if (dueAt === null || ageVerified) return;
    const timer = setInterval(recheck, 1000);
    return () => clearInterval(timer);
  }, [dueAt, ageVerified]);

  const visible =
    !answered &&
    promptVisible({
      mode,
      due: dueAt !== null,
      ageVerified,
      dismissedAt: dismissed,
      now: dueAt ?? 0,
      pathname,
    });

  async function install() {
    const offer = event;
    setAnswered(true);
    // The browser's dialog can be shown once per offer; it hides this prompt whatever the answer.
    window.__nymInstallPrompt = null;
    setEvent(null);
    if (!offer) return;
    await offer.prompt().catch(() => undefined);
    await offer.userChoice.catch(() => undefined);
  }

  function dismiss() {
    const at = Date.now();
    rememberDismissal(at);
    setDismissed(at);
  }

  return { visible, mode, install, dismiss };
}
