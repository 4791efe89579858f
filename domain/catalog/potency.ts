import type { Category } from '../catalog.ts';

// NY labels (ny-rules.md, "Product information customers must see"): potency in percent for flower, pre-rolls, vapes
// and concentrates, in milligrams per serving and per package for edibles. A product carries only its kind's fields.

export const POTENCY_FIELDS = [
  'thcPercentage',
  'thcaPercentage',
  'cbdPercentage',
  'thcMgPerServing',
  'thcMgPerPackage',
] as const;
export type PotencyField = (typeof POTENCY_FIELDS)[number];
export type Potency = Record<PotencyField, number | null>;

export type PotencyKind = 'percent' | 'milligrams';

export const POTENCY_KIND_FIELDS: Record<PotencyKind, readonly PotencyField[]> = {
  percent: ['thcPercentage', 'thcaPercentage', 'cbdPercentage'],
  milligrams: ['thcMgPerServing', 'thcMgPerPackage'],
};

export const POTENCY_FIELD_LABELS: Record<PotencyField, string> = {
  thcPercentage: 'THC %',
  thcaPercentage: 'THCA %',
  cbdPercentage: 'CBD %',
  thcMgPerServing: 'THC mg per serving',
  thcMgPerPackage: 'THC mg per package',
};

/** How a category's potency is labelled. */
export const potencyKind = (category: Category): PotencyKind =>
  category === 'edibles' ? 'milligrams' : 'percent';

/** The potency fields a category's form shows and its products may carry. */
export const potencyFieldsFor = (category: Category) => POTENCY_KIND_FIELDS[potencyKind(category)];

const LABELLED: Record<Category, string> = {
  flower: 'Flower is',
  'pre-rolls': 'Pre-rolls are',
  edibles: 'Edibles are',
  concentrates: 'Concentrates are',
  vapes: 'Vapes are',
};

/** The refusal of a figure that does not fit the category, e.g. "Edibles are labelled in mg: leave THC % empty". */
export const potencyMismatchMessage = (category: Category, field: PotencyField) =>
  `${LABELLED[category]} labelled in ${potencyKind(category) === 'milligrams' ? 'mg' : 'percent'}: leave ${POTENCY_FIELD_LABELS[field]} empty`;

/** Each figure entered that does not fit the category, with its message (none: the potency fits). */
export function potencyMismatches(
  category: Category,
  potency: Partial<Potency>,
): { field: PotencyField; message: string }[] {
  const allowed = potencyFieldsFor(category);
  return POTENCY_FIELDS.filter((f) => !allowed.includes(f) && potency[f] != null).map((field) => ({
    field,
    message: potencyMismatchMessage(category, field),
  }));
}

/** The potency with the figures that do not fit the category emptied (a product moved to another category). */
export function potencyFor<P extends Partial<Potency>>(category: Category, potency: P): P {
  const allowed = potencyFieldsFor(category);
  const out = { ...potency };
  for (const f of POTENCY_FIELDS) if (!allowed.includes(f) && f in out) (out as Partial<Potency>)[f] = null;
  return out;
}
