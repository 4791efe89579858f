import { storage } from '#web/lib/storage.ts';

/**
 * localStorage: what became of the sign-up prompt in this browser, and when (ms). The shop layout reads only whether
 * anything is stored, so only this reaches the entry bundle; the record itself is in signup-prompt-record.ts.
 */
export const SIGNUP_PROMPT_KEY = 'signup_prompt';

/** Once anything is stored the prompt never comes back in this browser. */
export const promptSettled = () => storage.get(SIGNUP_PROMPT_KEY) !== null;
