import {
  activationProblems,
  type ActivationCandidate,
  type ActivationProblem,
} from '../catalog/admin-rules.ts';

interface EdibleLimits {
  mgPerServing: number;
  mgPerPackage: number;
}

/** The edible limits' refusals, worded as the settings page words them (OCM: mg THC per serving and package). */
export const edibleLimitMessage = {
  serving: (mg: number) => `An edible serving may hold at most ${mg} mg THC`,
  package: (mg: number) => `An edible package may hold at most ${mg} mg THC`,
};

/** Every rule that stops the product being sold: activationProblems, then the store's edible limits. */
export function productProblems(p: ActivationCandidate, limits: EdibleLimits): ActivationProblem[] {
  const problems = activationProblems(p);
  if (p.category !== 'edibles') return problems;
  if (p.thcMgPerServing != null && p.thcMgPerServing > limits.mgPerServing) {
    problems.push({ field: 'thcMgPerServing', message: edibleLimitMessage.serving(limits.mgPerServing) });
  }
  if (p.thcMgPerPackage != null && p.thcMgPerPackage > limits.mgPerPackage) {
    problems.push({ field: 'thcMgPerPackage', message: edibleLimitMessage.package(limits.mgPerPackage) });
  }
  return problems;
}

/** A problem's form step, for the review's links. */
export function problemStep(field: string): 'basics' | 'variants' | 'compliance' | 'images' {
  if (field === 'producerName' || field === 'producerLicense') return 'basics';
  if (field.startsWith('variants')) return 'variants';
  if (field === 'images') return 'images';
  return 'compliance';
}

/** The refusal's fields: the first message of each field. */
export function problemFields(problems: readonly ActivationProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.message;
  return fields;
}
