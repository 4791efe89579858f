import { useEffect, useReducer, useRef, useState } from 'react';
import { currentVisit, mayPrompt, quietUntil, spendPrompt } from '#web/lib/prompt-budget.ts';
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

/** The offer came due when the visit had already had its prompt: not in this page. */
const REFUSED = -1;

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
 * due after the spec's delay, never in the visit's first minute past the age gate, and shows while the rules allow
 * (not dismissed, not while buying) if the visit has not had its one promotional prompt (lib/prompt-budget.ts).
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
  // The age gate sends no event when it is answered: look again while it is still open.
  const ageVerified = isAgeVerified();
  useEffect(() => {
    if (!available || ageVerified) return;
    const timer = setInterval(recheck, 1000);
    return () => clearInterval(timer);
  }, [available, ageVerified]);
  // The visit's clock starts past the age gate.
  useEffect(() => {
    if (ageVerified) currentVisit(Date.now());
  }, [ageVerified]);

  // Due after the spec's delay and the visit's quiet minute, if the visit has not had its one prompt by then.
  useEffect(() => {
    if (!available || !ageVerified || dueAt !== null) return;
    const wait = Math.max(installDelayMs(device.mobile), quietUntil(currentVisit(Date.now())) - Date.now());
    const timer = setTimeout(() => {
      const now = Date.now();
      setDueAt(mayPrompt(currentVisit(now), now) ? now : REFUSED);
    }, wait);
    return () => clearTimeout(timer);
  }, [available, ageVerified, dueAt, device.mobile]);

  const visible =
    !answered &&
    promptVisible({
      mode,
      due: dueAt !== null && dueAt !== REFUSED,
      ageVerified,
      dismissedAt: dismissed,
      now: dueAt ?? 0,
      pathname,
    });
  // Shown: this visit has had its promotional prompt.
  const spent = useRef(false);
  useEffect(() => {
    if (!visible || spent.current) return;
    spent.current = true;
    spendPrompt(Date.now());
  }, [visible]);

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
