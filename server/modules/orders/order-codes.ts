import { randomInt } from 'node:crypto';
import type { DbOrTx } from '#server/db/client.ts';
import { orderNumberTaken } from './orders.repo.ts';

// No 0/O, 1/I/L: easy to read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** 'NYM-' + 6 characters, unique among orders. */
export async function newOrderNumber(tx: DbOrTx): Promise<string> {
  for (;;) {
    const candidate = `NYM-${randomString(6)}`;
    if (!(await orderNumberTaken(tx, candidate))) return candidate;
  }
}

/** 16 characters from a 31-letter alphabet (~79 bits): not guessable, not enumerable. */
export function newTrackingCode(): string {
  return randomString(16);
}
