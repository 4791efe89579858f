/** How long a section is held in place while content above it is still loading. */
export const SETTLE_MS = 2000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function scrollBehavior(smooth: boolean): ScrollBehavior {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return smooth && !reduced ? 'smooth' : 'auto';
}

/**
 * Scrolls `target` to the top and keeps it there while the page above it still grows (lazy sections, images), until
 * the page settles or the visitor scrolls, types or taps. Smooth only when the visitor has not asked for less motion.
 * Returns the function that stops it early.
 */
export function keepInView(target: Element, { smooth = false }: { smooth?: boolean } = {}) {
  const behavior = scrollBehavior(smooth);
  const align = () => target.scrollIntoView({ behavior, block: 'start' });
  align();
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}
