import { describe, expect, it } from 'vitest';
import { GiveawayInputSchema } from '#domain/giveaways/admin-schemas.ts';
import { newGiveawayValues, suggestSlug } from './giveaway-values.ts';

describe('the giveaway form values', () => {
  it('suggests a page address from the title', () => {
    expect(suggestSlug('The $4,000 NYC Flower Giveaway!')).toBe('the-4000-nyc-flower-giveaway');
    expect(suggestSlug('  Café   Días  ')).toBe('cafe-dias');
    expect(suggestSlug('x'.repeat(70))).toHaveLength(60);
  });

  it('starts a new giveaway at the next hour for 30 days, valid once named', () => {
    const values = newGiveawayValues(new Date('2026-11-25T13:20:00Z'));
    expect(values.startsAt).toBe('2026-11-25T14:00:00.000Z');
    expect(values.endsAt).toBe('2026-12-25T14:00:00.000Z');
    const named = { ...values, title: 'Winter', slug: 'winter', prize: 'A prize' };
    expect(GiveawayInputSchema.safeParse(named).success).toBe(true);
  });
});
