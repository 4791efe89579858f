import { totalThc, type Product } from '#domain/catalog.ts';

export interface PotencyFigure {
  label: string;
  value: string;
  /** The statutory figure, shown first and given weight. */
  primary?: boolean;
}

const pct = (value: number) => `${value.toFixed(1)}%`;
const mg = (value: number) => `${value} mg`;

type PotencyFields = Pick<
  Product,
  'category' | 'thcPercentage' | 'thcaPercentage' | 'cbdPercentage' | 'thcMgPerServing' | 'thcMgPerPackage'
>;

/** NY labelling: total THC = THC + THCA × 0.877 always sits beside THCA; edibles are measured in mg. */
export function potencyFigures(product: PotencyFields): PotencyFigure[] {
  if (product.category === 'edibles') {
    const figures: PotencyFigure[] = [];
    if (product.thcMgPerServing != null) {
      figures.push({ label: 'THC per serving', value: mg(product.thcMgPerServing), primary: true });
    }
    if (product.thcMgPerPackage != null) {
      figures.push({ label: 'THC per package', value: mg(product.thcMgPerPackage), primary: true });
    }
    if (product.thcMgPerServing && product.thcMgPerPackage) {
      figures.push({
        label: 'Servings',
        value: String(Math.round(product.thcMgPerPackage / product.thcMgPerServing)),
      });
    }
    return figures;
  }
  const figures: PotencyFigure[] = [];
  const total = totalThc(product.thcPercentage, product.thcaPercentage);
  if (total != null) figures.push({ label: 'Total THC', value: pct(total), primary: true });
  if (product.thcPercentage != null) figures.push({ label: 'THC', value: pct(product.thcPercentage) });
  if (product.thcaPercentage != null) figures.push({ label: 'THCA', value: pct(product.thcaPercentage) });
  if (product.cbdPercentage != null) figures.push({ label: 'CBD', value: pct(product.cbdPercentage) });
  return figures;
}

/** Short figures for cards: ["Total THC 20.2%", "THCA 22.4%"], or mg per serving and package for edibles. */
export function potencySummary(product: PotencyFields): string[] {
  if (product.category === 'edibles') {
    if (product.thcMgPerServing == null) return [];
    const pack = product.thcMgPerPackage != null ? [`${mg(product.thcMgPerPackage)} per package`] : [];
    return [`${mg(product.thcMgPerServing)} THC per serving`, ...pack];
  }
  const total = totalThc(product.thcPercentage, product.thcaPercentage);
  if (total == null) return [];
  const thca = product.thcaPercentage != null ? [`THCA ${pct(product.thcaPercentage)}`] : [];
  return [`Total THC ${pct(total)}`, ...thca];
}
