import type { ProductTemplateInput } from '#domain/admin/product-templates.ts';

type Variants = ProductTemplateInput['defaults']['variants'];

/** `3.5g, 3.5, 45` per line ↔ the template's variants (label, net grams, price in dollars). */
export function variantsToText(variants: Variants) {
  return variants
    .map((v) =>
      [v.label, v.netGrams, v.priceCents === undefined ? '' : (v.priceCents / 100).toFixed(2)].join(', '),
    )
    .join('\n');
}

export function textToVariants(text: string): Variants {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [label = '', grams = '', price = ''] = line.split(',').map((p) => p.trim());
      return {
        label,
        netGrams: Number(grams),
        ...(price ? { priceCents: Math.round(Number(price) * 100) } : {}),
      };
    });
}
