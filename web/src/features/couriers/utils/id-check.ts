import { BirthDateSchema } from '#domain/checkout/fields.ts';
import { isOfAge } from '#domain/compliance/age.ts';
import { nyDay } from '#domain/time/ny-format.ts';

export type IdCheck = 'empty' | 'invalid' | 'under_21' | 'passed';

/**
 * Where the door's ID check stands for the date of birth typed from the ID: the payment step opens only once it has
 * passed (21+ today in New York, the server's own rule, which decides again on hand-over).
 */
export function idCheckOf(birthDate: string, now: Date = new Date()): IdCheck {
  if (birthDate.trim() === '') return 'empty';
  const parsed = BirthDateSchema.safeParse(birthDate);
  if (!parsed.success || parsed.data > nyDay(now)) return 'invalid';
  return isOfAge(parsed.data, now) ? 'passed' : 'under_21';
}
