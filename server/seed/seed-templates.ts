import type { ProductTemplateInput } from '#domain/admin/product-templates.ts';
import type { Db } from '#server/db/client.ts';
import { productTemplates } from '#server/db/schema/catalog.ts';

const v = (label: string, netGrams: number, priceCents: number) => ({ label, netGrams, priceCents });

/** The demo's product templates: the usual NY menu shapes per category. */
export const TEMPLATES: ProductTemplateInput[] = [
  {
    name: 'Flower — eighth to ounce',
    category: 'flower',
    defaults: {
      strainType: 'hybrid',
      limitCategory: 'flower',
      descriptionSkeleton: 'Aroma: …\nEffect: …\nGrown by … in New York.',
      variants: [v('3.5g', 3.5, 4500), v('7g', 7, 8000), v('14g', 14, 15000), v('28g', 28, 28000)],
    },
  },
  {
    name: 'Pre-roll — single and 5-pack',
    category: 'pre-rolls',
    defaults: {
      strainType: 'hybrid',
      limitCategory: 'flower',
      descriptionSkeleton: 'Hand-rolled with whole flower. Each pre-roll holds 1 g.',
      variants: [v('1 pre-roll', 1, 1500), v('5-pack', 5, 6000)],
    },
  },
  {
    name: 'Edible — 10-pack, 100 mg',
    category: 'edibles',
    defaults: {
      strainType: 'hybrid',
      limitCategory: 'edible',
      descriptionSkeleton:
        '10 pieces, 10 mg THC each (100 mg a package). Start with one piece and wait two hours.',
      variants: [v('10-pack', 40, 2500)],
      thcMgPerServing: 10,
      thcMgPerPackage: 100,
    },
  },
  {
    name: 'Vape cart — 0.5g and 1g',
    category: 'vapes',
    defaults: {
      strainType: 'hybrid',
      limitCategory: 'concentrate',
      descriptionSkeleton: '510-thread cartridge of cannabis oil. Flavour: …',
      variants: [v('0.5g', 0.5, 3500), v('1g', 1, 6000)],
    },
  },
  {
    name: 'Concentrate — 1g',
    category: 'concentrates',
    defaults: {
      strainType: 'hybrid',
      limitCategory: 'concentrate',
      descriptionSkeleton: 'Texture: …\nExtraction: …',
      variants: [v('1g', 1, 5500)],
    },
  },
];

export async function seedTemplates(db: Db) {
  await db.insert(productTemplates).values(TEMPLATES).onConflictDoNothing();
}
