import { BOROUGHS, type Borough } from '../compliance/delivery-area.ts';

/** The five boroughs as people name them; only three are served (domain/compliance/delivery-area.ts). */
const NAMES: readonly { name: string; re: RegExp }[] = [
  { name: 'Manhattan', re: /\b(manhattan|midtown|downtown manhattan|uptown manhattan)\b/ },
  { name: 'Brooklyn', re: /\b(brooklyn|bklyn|bk)\b/ },
  { name: 'Queens', re: /\b(queens)\b/ },
  { name: 'the Bronx', re: /\b(bronx|bx)\b/ },
  { name: 'Staten Island', re: /\bstaten( island)?\b/ },
];

/** The borough a (normalized) line names: 'Brooklyn' for 'bk', 'the Bronx' for 'bronx'; null when none. */
export function boroughIn(line: string): string | null {
  return NAMES.find((n) => n.re.test(line))?.name ?? null;
}

export const isServedBoroughName = (name: string): name is Borough =>
  (BOROUGHS as readonly string[]).includes(name);
