/**
 * When a guest is offered an account: after 45 s of the tab in view past the age gate or on the third page view,
 * whichever comes first, once the current page has been in view for a moment.
 */
export const PROMPT_TIMING = {
  visibleMs: 45_000,
  pageViews: 3,
  /** Time on the current page before the offer appears, so it never lands with the page itself. */
  settleMs: 2_000,
  tickMs: 1_000,
} as const;

/** The pages where a customer is buying or managing an account: never interrupted. */
const QUIET_PATHS = [
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/confirm-email',
  '/set-password',
  '/reset-password',
  '/staff-invitation',
] as const;

export interface Browsing {
  /** Time the tab was in view, after the age gate. */
  visibleMs: number;
  pageViews: number;
  /** Time in view since the last page view. */
  onPageMs: number;
}

export const NO_BROWSING: Browsing = { visibleMs: 0, pageViews: 0, onPageMs: 0 };

export const pageViewed = (b: Browsing): Browsing => ({ ...b, pageViews: b.pageViews + 1, onPageMs: 0 });

export const timeInView = (b: Browsing, ms: number): Browsing => ({
  ...b,
  visibleMs: b.visibleMs + ms,
  onPageMs: b.onPageMs + ms,
});

export const browsedEnough = (b: Browsing): boolean =>
  (b.visibleMs >= PROMPT_TIMING.visibleMs || b.pageViews >= PROMPT_TIMING.pageViews) &&
  b.onPageMs >= PROMPT_TIMING.settleMs;

export const quietPath = (pathname: string): boolean =>
  QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** What the page is doing at the moment the offer is due. */
export interface PromptMoment {
  ageVerified: boolean;
  pathname: string;
  tabVisible: boolean;
  /** Another dialog, sheet or panel is open (auth, cart, search, chat, menu...). */
  overlayOpen: boolean;
  /** Focus is in a text field: the customer is typing. */
  typing: boolean;
}

export const goodMoment = (m: PromptMoment): boolean =>
  m.ageVerified && m.tabVisible && !m.overlayOpen && !m.typing && !quietPath(m.pathname);

/** Whether a stored progress is one (sessionStorage may hold anything). */
export function isBrowsing(value: unknown): value is Browsing {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return [b.visibleMs, b.pageViews, b.onPageMs].every((n) => typeof n === 'number' && Number.isFinite(n));
}
