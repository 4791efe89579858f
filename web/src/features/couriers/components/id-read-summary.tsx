import { format, parseISO } from 'date-fns';
import { ageOn } from '#domain/compliance/age.ts';
import type { ParsedId } from '#domain/id-check/parsed-id.ts';

/** Barcodes spell names in capitals: "O'BRIEN-SMITH" reads "O'Brien-Smith" (a name already mixed stays as it is). */
const readable = (name: string) =>
  name === name.toUpperCase()
    ? name
        .toLowerCase()
        .replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    : name;

/**
 * What the app read from the barcode, for the courier to compare with the card and the person: shown on this screen
 * only. The server receives these fields for the check and keeps none of them.
 */
export function IdReadSummary({ id }: { id: ParsedId }) {
  const name = [id.firstName, id.middleName, id.lastName].filter(Boolean).map(readable).join(' ');
  const day = (d: string) => format(parseISO(d), 'MMM d, yyyy');
  return (
    <dl
      className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1 rounded-2xl bg-surface-2/60 p-3.5 text-sm"
      data-testid="id-read"
    >
      <dt className="text-muted">Name</dt>
      <dd className="font-medium">{name}</dd>
      <dt className="text-muted">Born</dt>
      <dd>
        {day(id.birthDate)} (age {ageOn(id.birthDate)})
      </dd>
      <dt className="text-muted">Expires</dt>
      <dd>{day(id.expiryDate)}</dd>
      <dt className="text-muted">Issued by</dt>
      <dd>{id.jurisdiction}</dd>
    </dl>
  );
}
