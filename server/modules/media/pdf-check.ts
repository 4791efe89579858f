import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { nameValue, names, nextToken } from './pdf-names.ts';

const inflateAsync = promisify(inflate);

/** What a PDF's object streams may inflate to in all, so a 20 MB upload cannot unpack into gigabytes. */
export const PDF_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Names of what runs code (JavaScript), acts by itself (actions on open, on pages and fields), reaches other files
 * or addresses (launch, remote go-to, links, form submission, data import) or carries other content (attachments,
 * rich media, XFA forms). A lab certificate needs none of them.
 */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'AA',
  'OpenAction',
  'Launch',
  'GoToR',
  'GoToE',
  'URI',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

export type PdfInspection =
  { verdict: 'clean' } | { verdict: 'active'; name: string } | { verdict: 'not-pdf' | 'unchecked' };

/**
 * Checks a PDF for active content, in its own bytes and in its object streams, the only streams that can hold the
 * dictionaries an action lives in (page, image and font streams cannot define one). An object stream that cannot be
 * read here (another filter, parameters, damaged data, more than the inflate cap) makes the PDF `unchecked`.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  { maxInflatedBytes = PDF_MAX_INFLATED_BYTES } = {},
): Promise<PdfInspection> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!text.startsWith('%PDF-') || !text.slice(-1024).includes('%%EOF')) return { verdict: 'not-pdf' };
  const plain = activeName(text);
  if (plain) return { verdict: 'active', name: plain };
  let budget = maxInflatedBytes;
  for (const match of text.matchAll(/\bstream(?:\r\n|\n|\r)/g)) {
    const start = match.index + match[0].length;
    const kind = objectStream(dictBefore(text, match.index), bytes, start);
    if (kind === 'skip') continue;
    if (kind === 'unreadable') return { verdict: 'unchecked' };
    // Inflated from the data's start to the file's end: zlib stops at its own end, so no /Length can hide a part.
    const inflated = await inflateAsync(bytes.subarray(start), {
      maxOutputLength: Math.max(1, budget),
      finishFlush: constants.Z_SYNC_FLUSH,
    }).catch(() => null);
    if (!inflated) return { verdict: 'unchecked' };
    budget -= inflated.byteLength;
    const hidden = activeName(inflated.toString('latin1'));
    if (hidden) return { verdict: 'active', name: hidden };
  }
  return { verdict: 'clean' };
}

/** The first active name; an `/OpenAction` that is only a destination (`[page /Fit]`) runs nothing. */
function activeName(text: string): string | null {
  for (const { name, end } of names(text)) {
    if (!ACTIVE.has(name)) continue;
    if (name === 'OpenAction' && nextToken(text, end) === '[') continue;
    return name;
  }
  return null;
}

/**
 * Whether a stream must be inflated and read: a stream with `/First` may be an object stream whatever its `/Type`
 * says (readers go by the cross-reference table); one whose dictionary cannot be told is read if it is zlib data.
 */
function objectStream(
  dict: string | null,
  bytes: Uint8Array,
  start: number,
): 'skip' | 'flate' | 'unreadable' {
  if (dict === null) return isZlib(bytes, start) ? 'flate' : 'skip';
  if (![...names(dict)].some((n) => n.name === 'First')) return 'skip';
  const filters = nameValue(dict, 'Filter');
  if (filters === undefined) return 'skip';
  if (filters?.length !== 1 || filters[0] !== 'FlateDecode') return 'unreadable';
  return nameValue(dict, 'DecodeParms') === undefined ? 'flate' : 'unreadable';
}

const isZlib = (bytes: Uint8Array, at: number) =>
  at + 1 < bytes.length && (bytes[at]! & 0x0f) === 8 && ((bytes[at]! << 8) | bytes[at + 1]!) % 31 === 0;

/** The `<< … >>` ending right before `at`; null when none, or when a string could hide where it starts. */
function dictBefore(text: string, at: number): string | null {
  let end = at;
  while (end > 0 && /[\0\t\n\f\r ]/.test(text[end - 1]!)) end -= 1;
  if (text.slice(end - 2, end) !== '>>') return null;
  let depth = 0;
  for (let i = end; i >= 2 && end - i < 8192;) {
    const pair = text.slice(i - 2, i);
    if (pair === '>>' || pair === '<<') {
      depth += pair === '>>' ? 1 : -1;
      i -= 2;
      if (depth === 0) return text.slice(i, end);
    } else if (text[i - 1] === '(' || text[i - 1] === ')') {
      return null;
    } else {
      i -= 1;
    }
  }
  return null;
}
