// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DEFAULT_STORE_FACTS } from '#domain/content/store-facts.ts';
import { storeFactsQuery } from '#web/lib/store-facts.ts';
import type { Product } from '#domain/catalog.ts';
import type { CartViewLine } from '../utils/cart-lines.ts';
import { AllowanceMeter } from './allowance-meter.tsx';

afterEach(cleanup);

/** With the store's settings as GET /api/store gives them (the defaults, or the edible limit a test sets). */
function render(ui: ReactNode, mgPerOrder = DEFAULT_STORE_FACTS.edibleLimits.mgPerOrder) {
  const client = new QueryClient();
  const edibleLimits = { ...DEFAULT_STORE_FACTS.edibleLimits, mgPerOrder };
  client.setQueryData(storeFactsQuery.queryKey, { store: { ...DEFAULT_STORE_FACTS, edibleLimits } });
  return renderPlain(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const line = (product: Partial<Product>, quantity: number, selectedWeight = 'unit'): CartViewLine =>
  ({
    key: `${product.id}|${selectedWeight}`,
    id: null,
    productId: product.id!,
    quantity,
    selectedWeight,
    product: {
      limitCategory: 'edible',
      thcMgPerPackage: null,
      variants: [{ label: selectedWeight, priceCents: 2000, netGrams: 40, stock: 10 }],
      ...product,
    } as Product,
  }) as CartViewLine;

describe('AllowanceMeter', () => {
  it('meters edible THC as mg per package × quantity against the per-order limit', () => {
    render(
      <AllowanceMeter
        lines={[
          line({ id: 'gummies', thcMgPerPackage: 100 }, 3),
          line({ id: 'chocolate', thcMgPerPackage: 50 }, 1),
        ]}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Edible THC' });
    expect(meter.getAttribute('aria-valuenow')).toBe('350');
    expect(meter.getAttribute('aria-valuemax')).toBe('1000');
    expect(meter.getAttribute('aria-valuetext')).toBe('350 mg of 1,000 mg');
  });

  it('meters against the per-order limit checkout enforces, from the settings', () => {
    render(<AllowanceMeter lines={[line({ id: 'gummies', thcMgPerPackage: 100 }, 3)]} />, 500);
    const meter = screen.getByRole('meter', { name: 'Edible THC' });
    expect(meter.getAttribute('aria-valuemax')).toBe('500');
    expect(meter.getAttribute('aria-valuetext')).toBe('300 mg of 500 mg');
  });

  it('keeps flower and concentrate in grams and edibles out of them', () => {
    render(
      <AllowanceMeter
        lines={[
          line(
            {
              id: 'jar',
              limitCategory: 'flower',
              variants: [{ label: '7g', priceCents: 1, netGrams: 7, stock: 5 }],
            },
            2,
            '7g',
          ),
          line({ id: 'gummies', thcMgPerPackage: 100 }, 10),
        ]}
      />,
    );
    expect(screen.getByRole('meter', { name: 'Flower & pre-rolls' }).getAttribute('aria-valuenow')).toBe(
      '14',
    );
    expect(screen.getByRole('meter', { name: 'Concentrates & vapes' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(screen.getByRole('meter', { name: 'Edible THC' }).getAttribute('aria-valuetext')).toBe(
      '1,000 mg of 1,000 mg',
    );
  });
});
