import { Link } from 'react-router';

/** The store's mark: a clock face, forest on cream (gold in dark mode). Decorative: a name goes beside it. */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <rect width="64" height="64" rx="16" className="fill-forest dark:fill-gold" />
      <circle cx="32" cy="32" r="19" fill="none" strokeWidth="3" className="stroke-gold dark:stroke-forest" />
      <path
        d="M32 17v15l9 6"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-cream dark:stroke-forest"
      />
    </svg>
  );
}

/**
 * No aria-label: the wordmark names the link (WCAG 2.5.3). Phones show the compact one, and below
 * lg the wrapper is a size container, so when the header row has no room left it keeps only the mark.
 */
export function Logo() {
  return (
    <div className="flex min-w-0 max-lg:flex-1 max-lg:@container">
      <Link to="/" className="flex h-11 min-w-11 items-center gap-2 sm:gap-2.5">
        <LogoMark className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" />
        <span className="leading-none @max-[7.5rem]:sr-only">
          <span className="block whitespace-nowrap font-display text-base font-semibold tracking-tight sm:text-lg">
            <span className="sm:hidden">NY Minute</span>
            <span className="max-sm:hidden">New York Minute</span>
          </span>{' '}
          <span className="block text-[10px] font-medium uppercase tracking-[0.3em] text-muted max-sm:hidden">
            NYC · 21+
          </span>
        </span>
      </Link>
    </div>
  );
}
