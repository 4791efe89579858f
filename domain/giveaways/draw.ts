import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The provably fair draw (docs/giveaway-draw.md). Everything here is a pure function of published data, so anyone can
 * re-run it: `npm run giveaway:verify -- <slug>`.
 *
 * 1. When a giveaway is created the server picks a secret 32-byte seed and publishes `seedCommitment(seed)`, its
 *    SHA-256, on the rules page.
 * 2. At the draw the entry list is frozen as `[entrantId, entries]` pairs sorted by entrant id, and published with
 *    `entriesDigest(list)`, the SHA-256 of its canonical text (one `entrantId:entries` line each, `\n`-terminated).
 * 3. The seed is revealed and `drawWinners(seed, entriesHash, list, count)` picks names in order, without
 *    replacement, each pick weighted by the entrant's entries, from the random numbers of `randomStream`.
 */
export const DRAW_ALGORITHM = 'hmac-sha256-weighted-v1';

export type EntryList = readonly (readonly [entrantId: string, entries: number])[];

/** SHA-256 of the seed's bytes, hex: the commitment published before any entry. */
export function seedCommitment(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** The entry list in its published order: by entrant id, only entrants with entries. */
export function canonicalEntries(list: EntryList): [string, number][] {
  return list
    .filter(([, n]) => n > 0)
    .map(([id, n]): [string, number] => [id, n])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The canonical text of an entry list: `entrantId:entries\n` per entrant, in the published order. */
export function entriesText(list: EntryList): string {
  return canonicalEntries(list)
    .map(([id, n]) => `${id}:${n}\n`)
    .join('');
}

/** SHA-256 (hex) of the canonical text of the entry list. */
export function entriesDigest(list: EntryList): string {
  return bytesToHex(sha256(utf8ToBytes(entriesText(list))));
}

const TWO_POW_64 = 1n << 64n;

/**
 * A stream of uniform integers below a bound: HMAC-SHA256(seed, `${entriesHash}:${counter}`) gives 32 bytes, read as
 * four big-endian 64-bit numbers; a number at or above the largest multiple of the bound under 2^64 is rejected and
 * the next one read (no modulo bias). The counter starts at 0 and goes up by one per HMAC block.
 */
export function randomStream(seedHex: string, entriesHash: string) {
  const key = hexToBytes(seedHex);
  let counter = 0;
  let words: bigint[] = [];
  const nextWord = (): bigint => {
    if (words.length === 0) {
      const block = hmac(sha256, key, utf8ToBytes(`${entriesHash}:${counter}`));
      counter += 1;
      const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
      words = [0, 8, 16, 24].map((offset) => view.getBigUint64(offset, false));
    }
    return words.shift()!;
  };
  return {
    /** A uniform integer in [0, bound). */
    below(bound: number): number {
      if (!Number.isSafeInteger(bound) || bound <= 0)
        throw new RangeError('bound must be a positive integer');
      const n = BigInt(bound);
      const limit = TWO_POW_64 - (TWO_POW_64 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return Number(word % n);
      }
    },
  };
}

/**
 * `count` entrant ids in draw order (winners first, then alternates), without replacement: each pick takes a uniform
 * ticket number below the remaining entries and walks the remaining entrants in published order until the running
 * sum of entries passes it. Fewer names when fewer entrants.
 */
export function drawWinners(seedHex: string, entriesHash: string, list: EntryList, count: number): string[] {
  const remaining = canonicalEntries(list);
  const random = randomStream(seedHex, entriesHash);
  const picked: string[] = [];
  let total = remaining.reduce((sum, [, n]) => sum + n, 0);
  while (picked.length < count && remaining.length > 0) {
    const ticket = random.below(total);
    let running = 0;
    const index = remaining.findIndex(([, n]) => {
      running += n;
      return ticket < running;
    });
    const [id, n] = remaining.splice(index, 1)[0]!;
    picked.push(id);
    total -= n;
  }
  return picked;
}

export interface PublishedDraw {
  algorithm: string;
  seedHash: string;
  seed: string;
  entriesHash: string;
  entries: EntryList;
  /** Entrant ids in draw order. */
  drawn: readonly string[];
}

export interface DrawCheck {
  commitment: boolean;
  entriesHash: boolean;
  winners: boolean;
  expected: string[];
}

/** Re-runs a published draw: the seed matches its commitment, the list its hash, the names the function. */
export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const expected =
    draw.algorithm === DRAW_ALGORITHM
      ? drawWinners(draw.seed, draw.entriesHash, draw.entries, draw.drawn.length)
      : [];
  return {
    commitment: seedCommitment(draw.seed) === draw.seedHash,
    entriesHash: entriesDigest(draw.entries) === draw.entriesHash,
    winners: expected.length === draw.drawn.length && expected.every((id, i) => id === draw.drawn[i]),
    expected,
  };
}
