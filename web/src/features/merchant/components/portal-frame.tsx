import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { cn } from '#web/lib/cn.ts';
import { MerchantBrand } from './merchant-brand.tsx';

const LINK = 'rounded-full px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-foreground';

/**
 * The portal's frame before a shop is known (signing in, an account without a shop): the same landmarks as the
 * signed-in shell (a header with the brand and a nav, one main), with the way back to the store.
 */
export function PortalFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="container-page flex h-16 max-w-7xl items-center gap-2">
        <MerchantBrand />
        <nav aria-label="Partner portal" className="ml-auto flex items-center gap-1">
          <Link to="/" className={LINK}>
            Store
          </Link>
          <Link to="/partner-shops" className={cn(LINK, 'hidden sm:inline-flex')}>
            Become a partner
          </Link>
        </nav>
        <ThemeToggle />
      </header>
      <main id="main-content" tabIndex={-1} className={cn('flex-1 px-4 outline-none', className)}>
        {children}
      </main>
    </div>
  );
}
