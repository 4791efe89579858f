import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '#web/components/layout/scroll-restoration.tsx';
import { OfflineBanner } from '#web/components/layout/offline-banner.tsx';
import { PromoStrip } from '#web/components/layout/promo-strip.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SkipLink } from '#web/components/layout/skip-link.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { AgeGate } from '#web/features/age-gate/components/age-gate.tsx';
import { LazyAccessGuard } from '#web/features/auth/components/lazy-access-guard.tsx';
import { AuthDialog } from '#web/features/auth/components/auth-dialog.tsx';
import { mergeGuestCart } from '#web/features/cart/api/merge-guest-cart.ts';
import { CartSheet } from '#web/features/cart/components/cart-sheet.tsx';
import { SearchDialog } from '#web/features/search/components/search-dialog.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { CartOfferSlot } from './cart-offer-slot.tsx';
import { ChatLauncherSlot } from './chat-launcher-slot.tsx';
import { StorefrontExtrasSlot } from './storefront-extras-slot.tsx';
import { ShopHeader } from './shop-header.tsx';
import { usePageViews } from './use-page-views.ts';

export function ShopLayout() {
  usePageViews();
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <PromoStrip />
      <ShopHeader />
      <StorefrontExtrasSlot />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <Suspense fallback={<LoadingSkeleton variant="hero" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BottomBar />
      <ChatLauncherSlot />
      <CartSheet offer={<CartOfferSlot placement="cart_drawer" />} />
      <SearchDialog />
      <AuthDialog onSignedIn={mergeGuestCart} />
      <AgeGate />
      <LazyAccessGuard />
      <ScrollRestoration />
    </>
  );
}
