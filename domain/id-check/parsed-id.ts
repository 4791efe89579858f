/**
 * What the courier app reads from the PDF417 barcode on the back of a US or Canadian ID (AAMVA DL/ID card
 * standard). It lives in the courier's browser only: the server receives these fields for one check, keeps the
 * verdict (booleans, jurisdiction, method, time) and a keyed hash of jurisdiction + ID number, and drops the rest.
 */
export interface ParsedId {
  firstName: string;
  /** Middle name(s) or initial, '' when the card has none. */
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  /** The issuing jurisdiction's two-letter code (NY, NJ, ON…), from the card's issuer number. */
  jurisdiction: string;
  /** The customer ID number (DAQ): hashed on the server, never stored. */
  idNumber: string;
  /** The AAMVA version of the card's header, 0–10 (0 for cards before the 2000 standard). */
  version: number;
  country: 'USA' | 'CAN';
}

/** Why a barcode could not be read as an ID: the courier app counts these towards the typed fallback. */
export class AamvaError extends Error {
  override name = 'AamvaError';
}
