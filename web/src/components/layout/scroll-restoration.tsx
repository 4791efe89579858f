import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;
/** How long a restored position waits for its page to grow tall enough (a lazy page or its data arriving). */
const RESTORE_FRAMES = 60;

const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // A full or blocked storage only loses the positions after a reload.
  }
}

/**
 * A page loaded in full (a typed address, a reload) has the history key 'default' whatever its path: keyed by its
 * path too, a reload comes back to its place and another page opened in full starts at its top.
 */
const entryKey = (key: string | undefined, pathname: string) =>
  !key || key === 'default' ? `default:${pathname}` : key;

/** Scrolls to `y` once the page is tall enough for it, or as far as it can after about a second. */
function restore(y: number) {
  let frames = 0;
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || frames >= RESTORE_FRAMES) {
      window.scrollTo(0, y);
      return;
    }
    frames += 1;
    requestAnimationFrame(step);
  };
  step();
}

/**
 * The browser's scroll behaviour for a single-page app: a new page starts at the top (or at its #hash), Back and
 * Forward return to where the reader was, and a change of the query only (a filter, a tab) keeps the position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => {
      positions.set(entryKey(history.state?.key, window.location.pathname), window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    save();
    const saved = positions.get(entryKey(location.key, location.pathname));
    if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      // Not returned: Chromium's scrollIntoView now answers a promise, which an effect must not return.
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // Only a new page (its path) moves the reader; the query alone keeps the place.
    if (navigationType !== 'POP' && !samePage) window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry
  }, [location.key]);

  return null;
}
