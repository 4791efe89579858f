/** The store's mark with the app's name; not a link, so a tap never leaves a delivery for the shop. */
export function CourierBrand() {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden>
        <rect width="64" height="64" rx="16" className="fill-forest dark:fill-gold" />
        <circle
          cx="32"
          cy="32"
          r="19"
          fill="none"
          strokeWidth="3"
          className="stroke-gold dark:stroke-forest"
        />
        <path
          d="M32 17v15l9 6"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-cream dark:stroke-forest"
        />
      </svg>
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold tracking-tight">NY Minute</span>
        <span className="block text-[10px] font-semibold uppercase tracking-[0.3em] text-accent">
          Courier
        </span>
      </span>
    </span>
  );
}
