import { storage } from '#web/lib/storage.ts';
import { promptSettled, SIGNUP_PROMPT_KEY } from './signup-prompt-settled.ts';

/** `accepted`: the guest pressed its call to action; `converted`: then created an account. */
export type PromptOutcome = 'shown' | 'dismissed' | 'accepted' | 'converted' | 'signed_in';

/** The guest took the offer and has not signed in since: an account created now is its conversion. */
export const promptAccepted = () =>
  storage.getJson<{ outcome?: PromptOutcome } | null>(SIGNUP_PROMPT_KEY, null)?.outcome === 'accepted';

export const settlePrompt = (outcome: PromptOutcome) =>
  storage.setJson(SIGNUP_PROMPT_KEY, { outcome, at: Date.now() });

/** Someone signed in on this browser: it has an account, so no offer, and no conversion left to count. */
export function rememberAccount() {
  if (!promptSettled() || promptAccepted()) settlePrompt('signed_in');
}
