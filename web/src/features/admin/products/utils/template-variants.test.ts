import { describe, expect, it } from 'vitest';
import { textToVariants, variantsToText } from './template-variants.ts';

describe('template variants as text', () => {
  it('reads one variant a line, price optional, and writes them back', () => {
    const variants = textToVariants('3.5g, 3.5, 45\n\n 7g , 7 \n');
    expect(variants).toEqual([
      { label: '3.5g', netGrams: 3.5, priceCents: 4500 },
      { label: '7g', netGrams: 7 },
    ]);
    expect(variantsToText(variants)).toBe('3.5g, 3.5, 45.00\n7g, 7, ');
  });
});
