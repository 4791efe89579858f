import { LogoMark } from '#web/components/layout/logo.tsx';

/** The store's mark with the portal's name. */
export function MerchantBrand() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold tracking-tight">NY Minute</span>
        <span className="block text-[10px] font-semibold uppercase tracking-[0.3em] text-accent">
          Partner shop
        </span>
      </span>
    </span>
  );
}
