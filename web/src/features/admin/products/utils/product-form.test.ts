import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#domain/admin/products.ts';
import { completedSteps, formSource, nullableNumber, stepsWithProblems } from './product-form.ts';
import { priceRange } from './product-format.ts';

const product = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Kush',
  category: 'flower',
  shopId: '00000000-0000-4000-8000-000000000002',
  producerName: null,
  producerLicense: null,
  strainType: 'indica',
  description: '',
  limitCategory: 'flower',
  variants: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      label: '3.5g',
      netGrams: 3.5,
      priceCents: 4500,
      stock: 3,
      sku: null,
      lowStockThreshold: 5,
      hasOrders: false,
    },
  ],
  thcPercentage: null,
  thcaPercentage: 22,
  cbdPercentage: null,
  thcMgPerServing: null,
  thcMgPerPackage: null,
  labResultId: null,
  labResults: [],
  images: [],
  problems: [
    { field: 'producerName', message: 'Enter the licensed producer' },
    { field: 'images', message: 'Add at least one image' },
    { field: 'labResult', message: 'Add a passing, unexpired lab result for this batch' },
  ],
} as unknown as AdminProduct;

describe('product form', () => {
  it('starts from the saved product, keeping variant ids and empty SKUs as text', () => {
    const source = formSource(product, undefined);
    expect(source.basics.producerName).toBe('');
    expect(source.variants.variants).toEqual([
      { id: product.variants[0]!.id, label: '3.5g', netGrams: 3.5, priceCents: 4500, stock: 3, sku: '' },
    ]);
  });

  it('links each failing rule to its step and marks the saved steps', () => {
    expect([...stepsWithProblems(product)].sort()).toEqual(['basics', 'compliance', 'images']);
    expect([...completedSteps(product)].sort()).toEqual(['basics', 'compliance', 'variants']);
    expect(completedSteps(undefined).size).toBe(0);
  });

  it('reads empty inputs as null and shows price ranges', () => {
    expect(nullableNumber('')).toBeNull();
    expect(nullableNumber('2.5')).toBe(2.5);
    const usd = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(priceRange(4500, 4500, usd)).toBe('$45.00');
    expect(priceRange(4500, 28000, usd)).toBe('$45.00 – $280.00');
    expect(priceRange(null, null, usd)).toBe('—');
  });
});
