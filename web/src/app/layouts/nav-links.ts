export interface NavLink {
  label: string;
  to: string;
  /** Home section to smooth-scroll to instead of navigating. */
  section?: string;
}

export const GIVEAWAY_LINK_LABEL = 'LIVE GIVEAWAY';

/** The header's links; 'LIVE GIVEAWAY' (shown by default, no layout shift) follows the live giveaway (use-nav-links.ts). */
export const NAV_LINKS: NavLink[] = [
  { label: 'LIVE GIVEAWAY', to: '/giveaway/nyc-biggest-flower' },
  { label: 'Products', to: '/#products', section: 'products' },
  { label: 'How It Works', to: '/#how-it-works', section: 'how-it-works' },
  { label: 'Track Order', to: '/track-order' },
  { label: 'Support', to: '/support' },
];
