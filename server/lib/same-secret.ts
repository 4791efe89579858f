import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the length nor the bytes of the secret leak through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a caller's `given` value is the configured `secret` (a dev token, a metrics token). */
export const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));
