import { AamvaError } from '#domain/id-check/parsed-id.ts';
import { parseAamva } from '#domain/id-check/aamva.ts';
import type { ParsedId } from '#domain/id-check/parsed-id.ts';

/** The barcode's text as an ID's fields, or null when it is not an ID's barcode (a failed scan). */
export function readId(raw: string): ParsedId | null {
  try {
    return parseAamva(raw);
  } catch (error) {
    if (error instanceof AamvaError) return null;
    throw error;
  }
}

/** What the server receives of a scanned ID: the fields it checks and hashes; never the barcode text. */
export const scannedFields = (id: ParsedId) => ({
  method: 'scanned' as const,
  firstName: id.firstName,
  middleName: id.middleName,
  lastName: id.lastName,
  birthDate: id.birthDate,
  expiryDate: id.expiryDate,
  jurisdiction: id.jurisdiction,
  idNumber: id.idNumber,
});
