import { storage } from '#web/lib/storage.ts';

/**
 * localStorage: what became of the new-customer offer in this browser, and when (ms). Small on purpose: the shop
 * reads only whether the offer is done with; the record itself is in signup-prompt-record.ts.
 */
export const SIGNUP_PROMPT_KEY = 'signup_prompt';

/** Outcomes after which the offer is not shown again in this browser: declined, taken, or a browser with an account. */
const DONE = new Set(['dismissed', 'converted', 'signed_in']);

/** Done with: declined, converted, or someone signed in here. Pressing its button without signing up is not. */
export function promptSettled(): boolean {
  const raw = storage.get(SIGNUP_PROMPT_KEY);
  if (raw === null) return false;
  let outcome: unknown;
  try {
    outcome = (JSON.parse(raw) as { outcome?: unknown } | null)?.outcome;
  } catch {
    outcome = undefined;
  }
  // Anything unreadable counts as done: a browser that cannot remember an answer is not asked over and over.
  return typeof outcome !== 'string' || DONE.has(outcome);
}
