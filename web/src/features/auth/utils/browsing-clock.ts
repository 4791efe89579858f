import {
  isBrowsing,
  NO_BROWSING,
  pageViewed,
  PROMPT_TIMING,
  timeInView,
  type Browsing,
} from './signup-prompt-rules.ts';

/** sessionStorage: this tab's browsing so far, so a reload carries on where it was. */
export const BROWSING_KEY = 'signup_prompt_browsing';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function tabStore(): Store | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function read(store: Store | null): Browsing {
  try {
    const value: unknown = JSON.parse(store?.getItem(BROWSING_KEY) ?? 'null');
    return isBrowsing(value) ? value : NO_BROWSING;
  } catch {
    return NO_BROWSING;
  }
}

interface ClockOptions {
  /** Whether this second counts: the tab is in view and the age gate was passed. */
  counting: () => boolean;
  onChange: (browsing: Browsing) => void;
  store?: Store | null;
}

export interface BrowsingClock {
  pageView: () => void;
  stop: () => void;
}

/** Counts the guest's page views and the seconds the tab is in view (a hidden tab pauses it). */
export function startBrowsingClock({ counting, onChange, store = tabStore() }: ClockOptions): BrowsingClock {
  let browsing = read(store);
  const set = (next: Browsing) => {
    browsing = next;
    try {
      store?.setItem(BROWSING_KEY, JSON.stringify(next));
    } catch {
      /* storage full or unavailable: this page still counts */
    }
    onChange(next);
  };
  const timer = setInterval(() => {
    if (counting()) set(timeInView(browsing, PROMPT_TIMING.tickMs));
  }, PROMPT_TIMING.tickMs);
  return {
    pageView: () => set(pageViewed(browsing)),
    stop: () => clearInterval(timer),
  };
}
