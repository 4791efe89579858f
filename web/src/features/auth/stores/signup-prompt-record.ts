import { storage } from '#web/lib/storage.ts';
import { promptSettled, SIGNUP_PROMPT_KEY } from './signup-prompt-settled.ts';

/** `accepted`: the guest pressed its call to action; `converted`: then created an account. */
export type PromptOutcome = 'dismissed' | 'accepted' | 'converted' | 'signed_in';

/** The guest took the offer and has not signed in since: an account created now is its conversion. */
export const promptAccepted = () =>
  storage.getJson<{ outcome?: PromptOutcome } | null>(SIGNUP_PROMPT_KEY, null)?.outcome === 'accepted';

export const settlePrompt = (outcome: PromptOutcome) =>
  storage.setJson(SIGNUP_PROMPT_KEY, { outcome, at: Date.now() });

const SHOWN_KEY = 'signup_offer_shown';

/** The offer's `shown` event is sent once per visit (sessionStorage), not on every page that shows it. */
export function firstShownThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_KEY) !== null) return false;
    sessionStorage.setItem(SHOWN_KEY, '1');
    return true;
  } catch {
    return true;
  }
}

/** Someone signed in on this browser: it has an account, so no offer, and no conversion left to count. */
export function rememberAccount() {
  if (!promptSettled() || promptAccepted()) settlePrompt('signed_in');
}
