import { LogoMark } from './logo.tsx';

/** The store's mark with a role app's name; not a link, so a tap never leaves the work at hand. */
export function RoleAppBrand({ app }: { app: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold tracking-tight">NY Minute</span>
        <span className="block text-[10px] font-semibold uppercase tracking-[0.3em] text-accent">{app}</span>
      </span>
    </span>
  );
}
