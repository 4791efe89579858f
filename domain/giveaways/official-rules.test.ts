import { describe, expect, it } from 'vitest';
import { formatPrizeValue, newYorkDateTime, officialRules } from './official-rules.ts';
import type { PublicGiveaway } from './schemas.ts';

const giveaway: PublicGiveaway = {
  id: '7b0c5a4e-3a43-4c8e-9f0a-1d2e3f4a5b6c',
  slug: 'nyc-biggest-flower',
  title: "NYC's Biggest Flower Giveaway",
  prize: '$4,000 of flower',
  prizeValueCents: 400_000,
  sponsor: 'New York Minute Delivery',
  startsAt: '2026-11-01T04:00:00.000Z',
  endsAt: '2027-01-01T04:59:00.000Z',
  status: 'live',
  entryEntries: 1,
  referralEntries: 3,
  orderEntries: 5,
  perPersonLimit: 100,
  winnersCount: 1,
  alternatesCount: 3,
  claimDays: 14,
  rulesAdditions: '',
  bannerText: 'WIN $4,000 FLOWER',
  seedHash: 'ab'.repeat(32),
  entrants: 12,
  totalEntries: 40,
};

const text = (g: PublicGiveaway) =>
  officialRules(g, 'https://shop.example')
    .flatMap((s) => [s.title, ...s.paragraphs])
    .join('\n');

describe('the official rules', () => {
  it('state the sponsor, eligibility, dates in New York time, prize and value', () => {
    const rules = text(giveaway);
    expect(rules).toContain('sponsored by New York Minute Delivery');
    expect(rules).toContain('legal residents of New York State who are 21 years of age or older');
    expect(rules).toMatch(/Employees.*may not enter/);
    expect(rules).toContain('starts November 1, 2026 at 12:00 AM ET');
    expect(rules).toContain('ends December 31, 2026 at 11:59 PM ET');
    expect(rules).toContain('Approximate retail value: $4,000');
    expect(rules).toContain('Void where prohibited');
  });

  it('give the free alternative entry the same entries as an order', () => {
    const rules = text(giveaway);
    expect(rules).toContain('NO PURCHASE NECESSARY');
    expect(rules).toContain('Free alternative method of entry');
    expect(rules).toContain('receive 5 entries, the same number as an order');
    expect(rules).toContain('3 bonus entries');
    expect(rules).toContain('more than 100 entries');
  });

  it('explain the draw, its commitment and how to verify it', () => {
    const rules = text(giveaway);
    expect(rules).toContain(giveaway.seedHash);
    expect(rules).toContain('https://shop.example/giveaway/nyc-biggest-flower/check');
    expect(rules).not.toContain('npm run');
    expect(rules).toContain('https://shop.example/api/giveaways/nyc-biggest-flower/draw');
    expect(rules).toContain('1 in 40 chance');
    expect(rules).toContain('within 14 days');
    expect(rules).toContain('3 alternates');
  });

  it('leave out bonuses the giveaway does not give and add the admin’s additions', () => {
    const g = {
      ...giveaway,
      referralEntries: 0,
      orderEntries: 0,
      rulesAdditions: 'First rule.\n\nSecond rule.',
    };
    const sections = officialRules(g, 'https://shop.example');
    const rules = text(g);
    expect(rules).not.toContain('Free alternative method');
    expect(rules).not.toContain('friends');
    expect(sections.at(-1)).toEqual({
      id: 'additional',
      title: 'Additional rules',
      paragraphs: ['First rule.', 'Second rule.'],
    });
  });

  it('format values and New York times', () => {
    expect(formatPrizeValue(1250)).toBe('$12.50');
    expect(formatPrizeValue(400_000)).toBe('$4,000');
    expect(newYorkDateTime('2026-07-04T16:30:00.000Z')).toBe('July 4, 2026 at 12:30 PM ET');
  });
});
