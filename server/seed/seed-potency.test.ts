import { describe, expect, it } from 'vitest';
import { potencyMismatches } from '#domain/catalog/potency.ts';
import { PRODUCTS } from './catalog-data.ts';
import { TEMPLATES } from './seed-templates.ts';

describe('the demo catalog’s potency', () => {
  it('carries only the figures each category is labelled with (percent, or mg for edibles)', () => {
    for (const p of PRODUCTS) expect(potencyMismatches(p.category, p), p.slug).toEqual([]);
    for (const t of TEMPLATES) expect(potencyMismatches(t.category, t.defaults), t.name).toEqual([]);
  });
});
