import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: easy to read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** 'NYM-' + 6 characters (~890 million numbers); `insertOrder` draws again when one is taken. */
export function newOrderNumber(): string {
  return `NYM-${randomString(6)}`;
}

/** 16 characters from a 31-letter alphabet (~79 bits): not guessable, not enumerable. */
export function newTrackingCode(): string {
  return randomString(16);
}
