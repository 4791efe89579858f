import { dictionary } from '@zxcvbn-ts/language-common';

// About 49,000 of the passwords seen most often in breaches, lower-case (zxcvbn-ts's common list). Server-only:
// the list is far too large for the customer bundle, and the form shows the server's message on the field.
const COMMON = new Set(dictionary['passwords-common']);

export const PASSWORD_POLICY_MESSAGES = {
  common: 'This password is too common. Choose one that is harder to guess.',
  personal: 'Your password must not contain your name or e-mail address.',
} as const;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const unleet = (text: string) => text.replace(/[013457@$]/g, (c) => LEET[c] ?? c);
/** Digits and symbols added around a word, the first thing guessing tools try ("Password123!", "2024dragon"). */
const AFFIXES = /^[^\p{L}]{0,5}(.*?)[^\p{L}]{0,5}$/u;
/** Shorter names and e-mail names match too much by chance ("lee" in "fleeting"). */
const PERSONAL_MIN_LENGTH = 4;

/** The password as guessing tools would find it: lower-cased, with common letter swaps and affixes undone. */
function guessable(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const core = AFFIXES.exec(lower)?.[1] ?? lower;
  return [lower, unleet(lower), core, unleet(core)];
}

/** Why `password` is refused for this account (a message for the password field), or null. */
export function passwordProblem(
  password: string,
  account: { email: string; fullName: string },
): string | null {
  if (guessable(password).some((p) => COMMON.has(p))) return PASSWORD_POLICY_MESSAGES.common;
  const lower = password.normalize('NFKC').toLowerCase();
  const name = account.fullName.trim().toLowerCase();
  const personal = [account.email.split('@')[0]!.toLowerCase(), name, name.replace(/\s+/g, '')];
  if (personal.some((p) => p.length >= PERSONAL_MIN_LENGTH && lower.includes(p))) {
    return PASSWORD_POLICY_MESSAGES.personal;
  }
  return null;
}
