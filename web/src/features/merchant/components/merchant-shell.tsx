import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import type { MerchantMeResponse } from '#domain/account/staff-response.ts';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { useRoleSignOut } from '#web/hooks/use-role-sign-out.ts';
import { MerchantBrand } from './merchant-brand.tsx';
import { MerchantNav } from './merchant-nav.tsx';

/** The portal's frame: the shop's name and the member's place, the pages they may open, theme and sign-out. */
export function MerchantShell({ me, children }: { me: MerchantMeResponse; children: ReactNode }) {
  const signOut = useRoleSignOut('merchant');
  return (
    <div className="min-h-dvh bg-background pb-20 md:pb-0 print:pb-0">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md print:hidden">
        <div className="container-page flex h-16 max-w-7xl items-center gap-2">
          <MerchantBrand />
          <MerchantNav variant="header" allowed={me.shopPermissions} />
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <span className="hidden min-w-0 text-right leading-tight sm:block">
              <span className="block truncate text-sm font-semibold" data-testid="merchant-shop-name">
                {me.shopName}
              </span>
              <span className="block text-xs capitalize text-muted">{me.shopRole}</span>
            </span>
            <ThemeToggle />
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-label="Sign out"
              className="flex h-11 w-11 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-foreground"
            >
              <LogOut className="h-4 w-4" aria-hidden />
            </button>
          </div>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="container-page max-w-7xl py-6 outline-none print:max-w-none print:p-0"
      >
        {children}
      </main>
      <MerchantNav variant="bar" allowed={me.shopPermissions} />
    </div>
  );
}
