import { countryOfJurisdiction, isJurisdictionCode, jurisdictionOfIin } from './aamva-jurisdictions.ts';
import { AamvaError, type ParsedId } from './parsed-id.ts';

type Country = ParsedId['country'];
interface Name {
  first: string;
  middle: string;
  last: string;
}

// '@', the three separators (LF, RS, CR: scanners rewrite or drop them), the file type, the IIN and the version.
const HEADER = /^@[^A-Za-z0-9]{0,8}(ANSI ?|AAMVA)[ \0]*(\d{6})(\d{2})?/i;
// The DL or ID subfile's type glued to its first element ("DLDAQ…"): found by its text, as offsets are often wrong.
const SUBFILE_START = /(?:DL|ID)[\s\0]*(?=D[A-Z]{2})/;
const RECORD_SEPARATOR = '\u001e';
const ELEMENT = /^D[A-Z]{2}/;
const ID_NUMBER = /^[A-Za-z0-9 -]{1,40}$/;
const PLACEHOLDERS = new Set(['NONE', 'UNAVL', 'UNAVAIL', 'N/A', 'NMN']);

/**
 * Reads the text of the PDF417 barcode on the back of a US or Canadian licence or ID card (AAMVA DL/ID card design
 * standard, versions 0 to 10), tolerating what scanners and issuers do to it. Throws an AamvaError when the text is
 * not such a barcode or lacks a field the door check needs.
 */
export function parseAamva(raw: string): ParsedId {
  const text = raw.replace(/^[\s\0]+/, '').replace(/[\s\0]+$/, '');
  const header = HEADER.exec(text);
  if (!header) throw new AamvaError('Not an AAMVA ID barcode');
  const [, fileType = '', iin = '', versionDigits] = header;
  const old = fileType.toUpperCase() === 'AAMVA';
  if (!old && versionDigits === undefined) throw new AamvaError('Not an AAMVA ID barcode');
  const version = old ? 0 : Number(versionDigits);

  const elements = readElements(text.slice(header[0].length));
  if (elements.size === 0) throw new AamvaError('The barcode has no DL or ID subfile');

  const idNumber = clean(elements.get('DAQ'));
  if (!ID_NUMBER.test(idNumber)) throw new AamvaError('The ID number is missing or unreadable');

  const name = readName(elements);
  if (!name.last) throw new AamvaError('The barcode has no last name');
  if (!name.first) throw new AamvaError('The barcode has no first name');

  const birth = readDate(elements.get('DBB'), 'date of birth');
  const expiry = readDate(elements.get('DBA'), 'expiry date');
  if (expiry.date <= birth.date) throw new AamvaError('The expiry date is before the date of birth');

  const issuer = jurisdictionOfIin(iin);
  const addressCode = clean(elements.get('DAJ')).toUpperCase();
  const jurisdiction = issuer ?? (isJurisdictionCode(addressCode) ? addressCode : null);
  if (!jurisdiction) throw new AamvaError(`Unknown ID issuer ${iin}`);

  const country: Country =
    countryElement(elements.get('DCG')) ??
    (issuer ? countryOfJurisdiction(issuer) : birth.canadian ? 'CAN' : 'USA');

  return {
    firstName: name.first,
    middleName: name.middle,
    lastName: name.last,
    birthDate: birth.date,
    expiryDate: expiry.date,
    jurisdiction,
    idNumber,
    version,
    country,
  };
}

/** The DL or ID subfile's elements by id, the first of each; elements of the jurisdiction's Z subfile are left. */
function readElements(body: string): Map<string, string> {
  const start = SUBFILE_START.exec(body);
  const subfile = start ? body.slice(start.index + start[0].length) : body;
  const elements = new Map<string, string>();
  for (const part of subfile.replaceAll(RECORD_SEPARATOR, '\n').split(/[\r\n]+/)) {
    const line = part.replace(/^[\s\0]+/, '');
    const id = ELEMENT.exec(line)?.[0];
    if (id && !elements.has(id)) elements.set(id, line.slice(3).replace(/\0/g, '').trim());
  }
  return elements;
}

const clean = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** A name part with its separators turned to spaces, or '' for an issuer's "no name" placeholder. */
function namePart(value: string | undefined): string {
  const part = clean((value ?? '').replace(/[,$]/g, ' '));
  return PLACEHOLDERS.has(part.toUpperCase()) ? '' : part;
}

/** "FIRST MIDDLE…" or "FIRST,MIDDLE…" (and "$"): the first given name, then the rest. */
function splitGiven(value: string): [string, string] {
  const parts = value.includes(',') || value.includes('$') ? value.split(/[,$]/) : value.trim().split(/\s+/);
  const [first, ...rest] = parts.map(namePart).filter(Boolean);
  return [first ?? '', rest.join(' ')];
}

/** Version 1 and older cards: the whole name in DAA, "LAST,FIRST,MIDDLE", "LAST$FIRST$MIDDLE" or "FIRST MIDDLE LAST". */
function splitFullName(value: string): Name {
  if (/[,$]/.test(value)) {
    const [last = '', ...given] = value.split(/[,$]/);
    const [first, middle] = splitGiven(given.map(namePart).filter(Boolean).join(','));
    return { first, middle, last: namePart(last) };
  }
  const words = clean(value).split(' ').map(namePart).filter(Boolean);
  if (words.length < 2) return { first: '', middle: '', last: words[0] ?? '' };
  return { first: words[0] ?? '', middle: words.slice(1, -1).join(' '), last: words.at(-1) ?? '' };
}

/** Each part from its own element when present (DCS/DAB, DAC, DAD), else from the given names (DCT), else DAA. */
function readName(elements: Map<string, string>): Name {
  const whole = splitFullName(elements.get('DAA') ?? '');
  const [givenFirst, givenMiddle] = splitGiven(elements.get('DCT') ?? '');
  const last = namePart(elements.get('DCS')) || namePart(elements.get('DAB')) || whole.last;
  const ownFirst = namePart(elements.get('DAC'));
  const first = ownFirst || givenFirst || whole.first;
  const ownMiddle = namePart(elements.get('DAD'));
  const middle = ownMiddle || (ownFirst ? '' : givenFirst ? givenMiddle : whole.middle);
  return { first, middle, last };
}

function calendarDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month}-${day}`;
  if (Number(year) < 1900 || Number(year) > 2199) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * An 8-digit date as YYYY-MM-DD: MMDDCCYY (USA) or CCYYMMDD (Canada, and some version 1 cards). The two readings
 * never both hold for years 1900–2199, so trying both is safe; which one held hints at the country.
 */
function readDate(value: string | undefined, what: string): { date: string; canadian: boolean } {
  const digits = clean(value);
  if (!digits) throw new AamvaError(`The barcode has no ${what}`);
  if (/^\d{8}$/.test(digits)) {
    const usa = calendarDate(digits.slice(4), digits.slice(0, 2), digits.slice(2, 4));
    if (usa) return { date: usa, canadian: false };
    const canada = calendarDate(digits.slice(0, 4), digits.slice(4, 6), digits.slice(6));
    if (canada) return { date: canada, canadian: true };
  }
  throw new AamvaError(`The ${what} is not a date`);
}

function countryElement(value: string | undefined): Country | null {
  const code = clean(value).toUpperCase();
  return code === 'USA' || code === 'CAN' ? code : null;
}
