import { ageOn } from '../compliance/age.ts';
import { COMPLIANCE } from '../compliance/rules.ts';
import { nyDay } from '../time/ny-format.ts';
import { ID_CHECK_MESSAGES, nameMismatchMessage } from './messages.ts';
import { namesMatch } from './names.ts';

/** What the door check decided, the same on the courier's screen (at once) and on the server (the authority). */
export interface IdVerdict {
  ofAge: boolean;
  /** The ID is valid through today in New York (it expires at the end of its expiry day). */
  expiryValid: boolean;
  nameMatched: boolean;
  /** Why the order may not be handed over, in words; null when it may (a mismatch may still be overridden). */
  refusal: { code: 'recipient_under_21' | 'id_expired' | 'name_mismatch'; message: string } | null;
}

type CheckedId =
  | {
      method: 'scanned';
      birthDate: string;
      expiryDate: string;
      firstName: string;
      middleName?: string;
      lastName: string;
    }
  | { method: 'typed'; birthDate: string; expiryDate: string; nameMatches: boolean };

/** Under 21 first, then an expired card, then the name: the first refusal that applies is the one given. */
export function idVerdict(id: CheckedId, recipient: string, now: Date): IdVerdict {
  const ofAge = ageOn(id.birthDate, now) >= COMPLIANCE.minimumAge;
  const expiryValid = id.expiryDate >= nyDay(now);
  const nameMatched =
    id.method === 'typed'
      ? id.nameMatches
      : namesMatch(
          { firstName: id.firstName, middleName: id.middleName ?? '', lastName: id.lastName },
          recipient,
        );
  const refusal = !ofAge
    ? { code: 'recipient_under_21' as const, message: ID_CHECK_MESSAGES.under21 }
    : !expiryValid
      ? { code: 'id_expired' as const, message: ID_CHECK_MESSAGES.expired }
      : !nameMatched
        ? { code: 'name_mismatch' as const, message: nameMismatchMessage(recipient) }
        : null;
  return { ofAge, expiryValid, nameMatched, refusal };
}
