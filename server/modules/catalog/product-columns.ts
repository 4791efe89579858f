import { productVariants, products } from '#server/db/schema/catalog.ts';

// Column sets the catalog's reads select alike.

/** A product's potency: THC, THCA and CBD percentages, THC per serving and per package. */
export const potencyColumns = {
  thcPercentage: products.thcPercentage,
  thcaPercentage: products.thcaPercentage,
  cbdPercentage: products.cbdPercentage,
  thcMgPerServing: products.thcMgPerServing,
  thcMgPerPackage: products.thcMgPerPackage,
};

/** A variant as the menu sells it: its weight label, price, net weight and stock. */
export const saleVariantColumns = {
  label: productVariants.label,
  priceCents: productVariants.priceCents,
  netGrams: productVariants.netGrams,
  stock: productVariants.stock,
};
