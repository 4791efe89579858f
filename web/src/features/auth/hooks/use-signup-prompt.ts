import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { track } from '#web/lib/analytics.ts';
import { authDialog, useAuthDialog } from '#web/lib/auth-dialog.ts';
import { isTextField } from '#web/lib/shortcuts.ts';
import { settlePrompt } from '../stores/signup-prompt-record.ts';
import { promptSettled } from '../stores/signup-prompt-settled.ts';
import { startBrowsingClock, type BrowsingClock } from '../utils/browsing-clock.ts';
import { browsedEnough, goodMoment, PROMPT_TIMING, type Browsing } from '../utils/signup-prompt-rules.ts';

/** How the guest said no; `navigation`: they left the page (browser back) with the prompt open. */
export type DismissedBy = 'button' | 'escape' | 'outside' | 'navigation';
export type PromptPhase = 'waiting' | 'open' | 'closed';

export interface SignupPromptOptions {
  isAgeVerified: () => boolean;
  /** The prompt's dialog has loaded: only then is it shown (and recorded as shown). */
  canShow: boolean;
  /** The guest has browsed enough: time to load the dialog. */
  onDue: () => void;
}

const tabVisible = () => document.visibilityState === 'visible';
/**
 * Any dialog on the page: every overlay of the store is a Radix dialog, in the DOM only while open (the cart sheet,
 * search, the chat panel, the age gate, the menus, the shortcuts list), so their stores need not reach the entry.
 */
const dialogOnPage = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** The sign-up prompt's life in this tab: waiting while the guest browses, open once, then closed for good. */
export function useSignupPrompt(options: SignupPromptOptions) {
  const { pathname } = useLocation();
  const authOpen = useAuthDialog().open;
  const [phase, setPhase] = useState<PromptPhase>('waiting');
  const latest = useRef({ ...options, pathname, authOpen, phase });
  useLayoutEffect(() => {
    latest.current = { ...options, pathname, authOpen, phase };
  });
  const clock = useRef<BrowsingClock | null>(null);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const consider = (browsing: Browsing) => {
      if (!browsedEnough(browsing)) return;
      const now = latest.current;
      now.onDue();
      const moment = {
        ageVerified: now.isAgeVerified(),
        pathname: now.pathname,
        tabVisible: tabVisible(),
        overlayOpen: now.authOpen || dialogOnPage(),
        typing: isTextField(document.activeElement),
      };
      if (!now.canShow || !goodMoment(moment)) return;
      // Another tab may have shown it meanwhile.
      if (promptSettled()) return setPhase('closed');
      settlePrompt('shown');
      // Storage that cannot remember would bring the offer back on every visit: then it is never shown.
      if (!promptSettled()) return setPhase('closed');
      setPhase('open');
      const trigger = browsing.pageViews >= PROMPT_TIMING.pageViews ? 'page_views' : 'time';
      track('signup_popup_shown', { trigger, path: now.pathname });
    };
    const started = startBrowsingClock({
      counting: () => tabVisible() && latest.current.isAgeVerified(),
      onChange: consider,
    });
    clock.current = started;
    return () => {
      started.stop();
      clock.current = null;
    };
  }, [phase]);

  const dismiss = (how: DismissedBy) => {
    settlePrompt('dismissed');
    setPhase('closed');
    track('signup_popup_dismissed', { how });
  };
  const accept = () => {
    settlePrompt('accepted');
    setPhase('closed');
    authDialog.open('signup');
  };
  const dismissRef = useRef(dismiss);
  useLayoutEffect(() => {
    dismissRef.current = dismiss;
  });

  useEffect(() => {
    if (latest.current.phase === 'open') dismissRef.current('navigation');
    else clock.current?.pageView();
  }, [pathname]);

  return { phase, dismiss, accept };
}
