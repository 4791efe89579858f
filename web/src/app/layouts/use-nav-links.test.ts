import { describe, expect, it } from 'vitest';
import { GIVEAWAY_LINK_LABEL, NAV_LINKS } from './nav-links.ts';
import { navLinksFor } from './use-nav-links.ts';

const giveawayLink = (slug: string | null | undefined) =>
  navLinksFor(slug).find((l) => l.label === GIVEAWAY_LINK_LABEL);

describe("the header's LIVE GIVEAWAY link", () => {
  it('shows its default until the live giveaway is known', () => {
    expect(navLinksFor(undefined)).toBe(NAV_LINKS);
  });

  it('leads to the live giveaway, and hides when none is live', () => {
    expect(giveawayLink('spring-drop')?.to).toBe('/giveaway/spring-drop');
    expect(giveawayLink(null)).toBeUndefined();
    expect(navLinksFor(null)).toHaveLength(NAV_LINKS.length - 1);
  });
});
