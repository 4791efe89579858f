import { useEffect, useState } from 'react';
import { useFirstOrderPercent } from '#web/lib/store-facts.ts';
import { track } from '#web/lib/analytics.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { useSession } from '#web/lib/session.ts';
import { firstShownThisVisit, settlePrompt } from '../stores/signup-prompt-record.ts';
import { promptSettled } from '../stores/signup-prompt-settled.ts';

/** Where the guest meets the offer: it is part of the page there, never a pop-up. */
export type OfferPlacement = 'cart' | 'cart_drawer';

/**
 * The new-customer offer in the page: for guests on a browser that has not answered it, while the live settings
 * give a first-order discount. Sends the spec's signup popup events: shown (once per visit), dismissed, and, through
 * the sign-up form, converted.
 */
export function useNewCustomerOffer(placement: OfferPlacement, pathname: string) {
  const { user, isPending } = useSession();
  const [settled, setSettled] = useState(promptSettled);
  const guest = !isPending && !user && !settled;
  const percent = useFirstOrderPercent(guest);
  const visible = guest && percent !== null && percent > 0;

  useEffect(() => {
    if (visible && firstShownThisVisit()) track('signup_popup_shown', { placement, path: pathname });
  }, [visible, placement, pathname]);

  const dismiss = () => {
    settlePrompt('dismissed');
    setSettled(true);
    track('signup_popup_dismissed', { how: 'button', placement });
  };
  const accept = () => {
    settlePrompt('accepted');
    authDialog.open('signup');
  };
  return { visible, percent: percent ?? 0, dismiss, accept };
}
