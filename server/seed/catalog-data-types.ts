import type { Category, LimitCategory, StrainType } from '#domain/catalog.ts';
export type { StrainType } from '#domain/catalog.ts';
import type { OpeningHours } from '#server/db/schema/catalog.ts';

export interface SeedShop {
  slug: string;
  name: string;
  licenseNumber: string;
  description: string;
  street: string;
  zip: string;
  borough: string;
  neighborhood: string;
  lat: number;
  lng: number;
  phone: string;
  openingHours: OpeningHours;
}

export interface SeedVariant {
  label: string;
  priceCents: number;
  netGrams: number;
  stock: number;
}

export interface SeedLabResult {
  labName: string;
  labLicense: string;
  batchNumber: string;
  testedAt: string;
  thcPercentage: number | null;
  thcaPercentage: number | null;
  cbdPercentage: number | null;
  thcMgPerPackage: number | null;
  pesticidesPass: boolean;
  heavyMetalsPass: boolean;
  microbialsPass: boolean;
  residualSolventsPass: boolean;
}

export interface SeedProduct {
  slug: string;
  shopSlug: string;
  name: string;
  description: string;
  category: Category;
  strainType: StrainType;
  limitCategory: LimitCategory;
  thcPercentage: number | null;
  thcaPercentage: number | null;
  cbdPercentage: number | null;
  thcMgPerServing: number | null;
  thcMgPerPackage: number | null;
  featured: boolean;
  imageUrl: string;
  imageAlt: string;
  sortOrder: number;
  variants: SeedVariant[];
  labResult: SeedLabResult;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  coverImageUrl: string;
  publishedAt: string;
}

export const LIMIT_CATEGORY_BY_CATEGORY: Record<Category, LimitCategory> = {
  flower: 'flower',
  'pre-rolls': 'flower',
  concentrates: 'concentrate',
  vapes: 'concentrate',
  edibles: 'edible',
};

const LABS = {
  kinderhook: { labName: 'Kinderhook Analytical Laboratory', labLicense: 'OCM-CPL-2023-000014' },
  senecaRidge: { labName: 'Seneca Ridge Laboratories', labLicense: 'OCM-CPL-2024-000031' },
  tappanBay: { labName: 'Tappan Bay Testing Co.', labLicense: 'OCM-CPL-2023-000022' },
} as const;

type LabKey = keyof typeof LABS;

const STRAIN_TONE: Record<StrainType, string> = {
  indica: 'plum-toned',
  sativa: 'citrus-orange',
  hybrid: 'amber-gold',
  cbd: 'sage-green',
};

const ART_DESCRIPTION: Record<Category, (tone: string) => string> = {
  flower: (tone) =>
    `Abstract botanical artwork: a cluster of layered ${tone} bud forms flecked with pale trichome dots, glowing softly on deep forest green`,
  'pre-rolls': (tone) =>
    `Abstract artwork: slender cream-coloured cones with ${tone} bands and tips, fanned out on a muted moss-green background`,
  edibles: (tone) =>
    `Abstract still life: stacked square tins in forest green with ${tone} lids and a few small squares on a warm cream background`,
  concentrates: (tone) =>
    `Abstract artwork: faceted amber${tone === STRAIN_TONE.hybrid ? '' : ` and ${tone}`} crystal shapes rising from a pool of gold against near-black green`,
  vapes: (tone) =>
    `Minimal artwork: the silhouette of a slim vape cartridge with a ${tone} oil window on a pale stone background`,
};

interface BaseDef {
  slug: string;
  shopSlug: string;
  name: string;
  description: string;
  strainType: StrainType;
  featured?: boolean;
  sortOrder: number;
  lab: [LabKey, batchNumber: string, testedAt: string];
}

interface PercentDef extends BaseDef {
  thc: number;
  thca: number;
  cbd: number | null;
}

function build(
  def: BaseDef,
  category: Category,
  potency: Pick<
    SeedProduct,
    'thcPercentage' | 'thcaPercentage' | 'cbdPercentage' | 'thcMgPerServing' | 'thcMgPerPackage'
  >,
  variants: SeedVariant[],
): SeedProduct {
  const [labKey, batchNumber, testedAt] = def.lab;
  return {
    slug: def.slug,
    shopSlug: def.shopSlug,
    name: def.name,
    description: def.description,
    category,
    strainType: def.strainType,
    limitCategory: LIMIT_CATEGORY_BY_CATEGORY[category],
    ...potency,
    featured: def.featured ?? false,
    imageUrl: `/media/products/${def.slug}.svg`,
    imageAlt: ART_DESCRIPTION[category](STRAIN_TONE[def.strainType]),
    sortOrder: def.sortOrder,
    variants,
    labResult: {
      ...LABS[labKey],
      batchNumber,
      testedAt,
      thcPercentage: potency.thcPercentage,
      thcaPercentage: potency.thcaPercentage,
      cbdPercentage: potency.cbdPercentage,
      thcMgPerPackage: potency.thcMgPerPackage,
      pesticidesPass: true,
      heavyMetalsPass: true,
      microbialsPass: true,
      residualSolventsPass: true,
    },
  };
}

const percentages = (def: PercentDef) => ({
  thcPercentage: def.thc,
  thcaPercentage: def.thca,
  cbdPercentage: def.cbd,
  thcMgPerServing: null,
  thcMgPerPackage: null,
});

const FLOWER_SIZES = [3.5, 7, 14, 28] as const;

export function flower(
  def: PercentDef & { prices: [number, number, number, number]; stock: [number, number, number, number] },
): SeedProduct {
  const variants = FLOWER_SIZES.map((grams, i) => ({
    label: `${grams}g`,
    priceCents: def.prices[i] ?? 0,
    netGrams: grams,
    stock: def.stock[i] ?? 0,
  }));
  return build(def, 'flower', percentages(def), variants);
}

export function preRoll(
  def: PercentDef & { netGrams: number; priceCents: number; stock: number },
): SeedProduct {
  return build(def, 'pre-rolls', percentages(def), [
    { label: 'unit', priceCents: def.priceCents, netGrams: def.netGrams, stock: def.stock },
  ]);
}

export function concentrate(def: PercentDef & { priceCents: number; stock: number }): SeedProduct {
  return build(def, 'concentrates', percentages(def), [
    { label: '1g', priceCents: def.priceCents, netGrams: 1, stock: def.stock },
  ]);
}

export function vape(
  def: PercentDef & { netGrams: 0.5 | 1; priceCents: number; stock: number },
): SeedProduct {
  return build(def, 'vapes', percentages(def), [
    { label: 'unit', priceCents: def.priceCents, netGrams: def.netGrams, stock: def.stock },
  ]);
}

export function edible(
  def: BaseDef & {
    mgPerServing: 5 | 10;
    servings: number;
    /** The package's net weight (edibles count by THC mg, not grams, against the limits). */
    netGrams: number;
    priceCents: number;
    stock: number;
  },
): SeedProduct {
  const perPackage = def.mgPerServing * def.servings;
  if (perPackage > 100) throw new Error(`${def.slug}: ${perPackage} mg THC exceeds the 100 mg package cap`);
  return build(
    def,
    'edibles',
    {
      thcPercentage: null,
      thcaPercentage: null,
      cbdPercentage: null,
      thcMgPerServing: def.mgPerServing,
      thcMgPerPackage: perPackage,
    },
    [{ label: 'unit', priceCents: def.priceCents, netGrams: def.netGrams, stock: def.stock }],
  );
}
