import { STOCK_REASONS } from '../merchant/shop-contracts.ts';
import type { Category, LimitCategory } from '../catalog.ts';

/** A product's life: written as a draft, sold while active, kept for history once archived. */
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * Why a variant's stock moved. A person chooses one of STOCK_REASONS; the store writes `sale` at checkout and
 * `order_cancelled` when a cancelled order's goods go back on the shelf (`returned` when a returned one's do).
 */
export const LEDGER_REASONS = [...STOCK_REASONS, 'sale', 'order_cancelled'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The reasons an admin picks from when adjusting stock by hand (issue: received, damaged, count correction, returned). */
export const ADMIN_STOCK_REASONS = ['received', 'damaged', 'count_correction', 'returned'] as const;

/** What a lab result means for sale today. */
export type LabStatus = 'valid' | 'expired' | 'failed';

export interface LabPanels {
  pesticidesPass: boolean;
  heavyMetalsPass: boolean;
  microbialsPass: boolean;
  residualSolventsPass: boolean;
  expiresAt: string | null;
}

/** Failed when any safety panel failed; expired once its expiry day (New York date, YYYY-MM-DD) has passed. */
export function labStatus(lab: LabPanels, today: string): LabStatus {
  if (!lab.pesticidesPass || !lab.heavyMetalsPass || !lab.microbialsPass || !lab.residualSolventsPass) {
    return 'failed';
  }
  if (lab.expiresAt !== null && lab.expiresAt < today) return 'expired';
  return 'valid';
}

/** What the activation rules read of a product (server and wizard alike). */
export interface ActivationCandidate {
  name: string;
  category: Category;
  producerName: string | null;
  producerLicense: string | null;
  thcPercentage: number | null;
  thcaPercentage: number | null;
  thcMgPerServing: number | null;
  thcMgPerPackage: number | null;
  imageCount: number;
  variants: readonly { label: string; netGrams: number; priceCents: number }[];
  /** The product's lab results' statuses today (valid, expired, failed). */
  labStatuses: readonly LabStatus[];
}

/** One failed activation rule: the form field it belongs to and the message shown there. */
export interface ActivationProblem {
  field: string;
  message: string;
}

export const ACTIVATION_MESSAGES = {
  producer: 'Enter the licensed producer',
  producerLicense: 'Enter the producer’s OCM licence number',
  variants: 'Add at least one variant',
  netGrams: 'Every variant needs its net weight in grams',
  price: 'Every variant needs a price',
  potency: 'Enter THC or THCA potency',
  edibleServing: 'Edibles need THC mg per serving',
  ediblePackage: 'Edibles need THC mg per package',
  image: 'Add at least one image',
  lab: 'Add a passing, unexpired lab result for this batch',
  labExpired: 'The lab result for this batch has expired',
  labFailed: 'The lab result for this batch failed a safety panel',
} as const;

/**
 * Every rule a product must meet before it may be sold (NY labelling: producer and licence, net weight, limit
 * category, potency, a lab result for the batch), each named by its field. Empty when it may be activated. Edible
 * mg limits from the settings are checked by the caller, which knows them.
 */
export function activationProblems(p: ActivationCandidate): ActivationProblem[] {
  const problems: ActivationProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!p.producerName?.trim()) add('producerName', ACTIVATION_MESSAGES.producer);
  if (!p.producerLicense?.trim()) add('producerLicense', ACTIVATION_MESSAGES.producerLicense);
  if (p.variants.length === 0) add('variants', ACTIVATION_MESSAGES.variants);
  p.variants.forEach((v, i) => {
    if (!(v.netGrams > 0)) add(`variants.${i}.netGrams`, ACTIVATION_MESSAGES.netGrams);
    if (!(v.priceCents > 0)) add(`variants.${i}.priceCents`, ACTIVATION_MESSAGES.price);
  });
  if (p.category === 'edibles') {
    if (p.thcMgPerServing == null) add('thcMgPerServing', ACTIVATION_MESSAGES.edibleServing);
    if (p.thcMgPerPackage == null) add('thcMgPerPackage', ACTIVATION_MESSAGES.ediblePackage);
  } else if (p.thcPercentage == null && p.thcaPercentage == null) {
    add('thcPercentage', ACTIVATION_MESSAGES.potency);
  }
  if (p.imageCount === 0) add('images', ACTIVATION_MESSAGES.image);
  if (!p.labStatuses.includes('valid')) {
    const message = p.labStatuses.includes('expired')
      ? ACTIVATION_MESSAGES.labExpired
      : p.labStatuses.includes('failed')
        ? ACTIVATION_MESSAGES.labFailed
        : ACTIVATION_MESSAGES.lab;
    add('labResult', message);
  }
  return problems;
}

/** A template's defaults, applied to a new product's form. */
export interface ProductTemplateDefaults {
  strainType?: 'indica' | 'sativa' | 'hybrid' | 'cbd';
  limitCategory: LimitCategory;
  descriptionSkeleton: string;
  variants: { label: string; netGrams: number; priceCents?: number }[];
  thcMgPerServing?: number | null;
  thcMgPerPackage?: number | null;
}
