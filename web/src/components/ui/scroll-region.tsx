import { useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Whether the element's content is wider or taller than its box, kept current as either resizes. */
function useOverflowing(ref: RefObject<HTMLElement | null>) {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setOverflowing(el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

interface ScrollRegionProps extends Omit<ComponentProps<'div'>, 'ref' | 'role' | 'tabIndex'> {
  /** The region's accessible name while it scrolls ("Orders table"). */
  label: string;
}

/**
 * A box whose content may scroll (a wide table, a capped list). While the content overflows it is a named region in
 * the tab order, so a keyboard can reach and scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); when it all
 * fits it is a plain box and adds no tab stop.
 */
export function ScrollRegion({ label, className, children, ...rest }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(ref);
  return (
    <div
      ref={ref}
      {...rest}
      {...(overflowing && { role: 'region', 'aria-label': label, tabIndex: 0 })}
      className={cn('focus-visible:outline-2 focus-visible:-outline-offset-2', className)}
    >
      {children}
    </div>
  );
}
