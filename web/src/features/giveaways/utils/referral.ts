import { REFERRAL_KEY } from '#domain/giveaways/rules.ts';
import { storage } from '#web/lib/storage.ts';

const CODE = /^[A-Za-z0-9_-]{6,32}$/;

/** Keeps the share code a visitor arrived with (`?ref=`) until they enter, across the sign-up. */
export function keepReferral(code: string | null) {
  if (code && CODE.test(code)) storage.set(REFERRAL_KEY, code);
}

export function keptReferral(): string | undefined {
  const code = storage.get(REFERRAL_KEY);
  return code && CODE.test(code) ? code : undefined;
}

export const forgetReferral = () => storage.remove(REFERRAL_KEY);
