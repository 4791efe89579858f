import { useLiveGiveawaySlug } from '#web/features/giveaways/stores/live-giveaway-link.ts';
import { GIVEAWAY_LINK_LABEL, NAV_LINKS, type NavLink } from './nav-links.ts';

/** The header's links, the 'LIVE GIVEAWAY' one pointing at the live giveaway and hidden when none is live. */
export function useNavLinks(): NavLink[] {
  return navLinksFor(useLiveGiveawaySlug());
}

/** Undefined (not asked yet): the default links, so nothing shifts; null: no live giveaway, no link. */
export function navLinksFor(slug: string | null | undefined): NavLink[] {
  if (slug === undefined) return NAV_LINKS;
  return NAV_LINKS.flatMap((link) => {
    if (link.label !== GIVEAWAY_LINK_LABEL) return [link];
    return slug === null ? [] : [{ ...link, to: `/giveaway/${slug}` }];
  });
}
