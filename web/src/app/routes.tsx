import { useRoutes, type RouteObject } from 'react-router';
import { DRAW_CHECK_ROUTE } from '#domain/giveaways/draw-check-route.ts';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { NotFound } from '#web/components/errors/not-found.tsx';
import { RouteErrorBoundary } from '#web/components/errors/route-error-boundary.tsx';
import { page } from '#web/lib/lazy-page.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { HomeRoute } from './routes/shop/home.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary screen={<CustomerErrorScreen />}>
        <ShopLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <RouteErrorBoundary screen={<CustomerErrorScreen />} />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'product/:id', element: page(() => import('./routes/shop/product.tsx'), 'ProductRoute') },
          { path: 'cart', element: page(() => import('./routes/shop/cart.tsx'), 'CartRoute') },
          { path: 'checkout', element: page(() => import('./routes/shop/checkout.tsx'), 'CheckoutRoute') },
          {
            path: 'order-confirmation',
            element: page(() => import('./routes/shop/order-confirmation.tsx'), 'OrderConfirmationRoute'),
          },
          { path: 'about', element: page(() => import('./routes/shop/about.tsx'), 'AboutRoute') },
          { path: 'faq', element: page(() => import('./routes/shop/faq.tsx'), 'FaqRoute') },
          { path: 'support', element: page(() => import('./routes/shop/support.tsx'), 'SupportRoute') },
          { path: 'terms', element: page(() => import('./routes/shop/terms.tsx'), 'TermsRoute') },
          { path: 'privacy', element: page(() => import('./routes/shop/privacy.tsx'), 'PrivacyRoute') },
          {
            path: 'partner-shops',
            element: page(() => import('./routes/shop/partner-shops.tsx'), 'PartnerShopsRoute'),
          },
          {
            path: 'become-courier',
            element: page(() => import('./routes/shop/become-courier.tsx'), 'BecomeCourierRoute'),
          },
          { path: 'blog', element: page(() => import('./routes/shop/blog.tsx'), 'BlogRoute') },
          { path: 'blog/:slug', element: page(() => import('./routes/shop/blog-post.tsx'), 'BlogPostRoute') },
          {
            path: 'track-order',
            element: page(() => import('./routes/orders/track-order.tsx'), 'TrackOrderRoute'),
          },
          {
            path: 'track',
            element: page(() => import('./routes/orders/track-order.tsx'), 'TrackOrderRoute'),
          },
          { path: 'track/:code', element: page(() => import('./routes/orders/track.tsx'), 'TrackRoute') },
          {
            path: 'track-live/:code',
            element: page(() => import('./routes/orders/track-live.tsx'), 'TrackLiveRoute'),
          },
          {
            path: 'giveaway/rules',
            element: page(() => import('./routes/giveaway/rules.tsx'), 'GiveawayRulesRoute'),
          },
          {
            path: 'giveaway/:slug/rules',
            element: page(() => import('./routes/giveaway/rules.tsx'), 'GiveawayRulesRoute'),
          },
          {
            // The route tree is in the customer entry: the role apps' paths (config/paths.ts) stay out of it.
            path: DRAW_CHECK_ROUTE,
            element: page(() => import('./routes/giveaway/draw-check.tsx'), 'DrawCheckRoute'),
          },
          {
            path: 'giveaway/:slug',
            element: page(() => import('./routes/giveaway/giveaway.tsx'), 'GiveawayRoute'),
          },
          {
            path: 'confirm-email',
            element: page(() => import('./routes/account/confirm-email.tsx'), 'ConfirmEmailRoute'),
          },
          {
            path: 'set-password',
            element: page(() => import('./routes/account/set-password.tsx'), 'SetPasswordRoute'),
          },
          {
            path: 'reset-password',
            element: page(() => import('./routes/account/reset-password.tsx'), 'ResetPasswordRoute'),
          },
          {
            path: 'staff-invitation',
            element: page(() => import('./routes/account/staff-invitation.tsx'), 'StaffInvitationRoute'),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'account',
                element: page(() => import('./routes/account/account.tsx'), 'AccountRoute'),
              },
              {
                path: 'my-orders',
                element: page(() => import('./routes/account/my-orders.tsx'), 'MyOrdersRoute'),
              },
              {
                path: 'my-orders/:id',
                element: page(() => import('./routes/orders/order-detail.tsx'), 'OrderDetailRoute'),
              },
              {
                path: 'my-orders/:id/receipt',
                element: page(() => import('./routes/orders/order-receipt.tsx'), 'OrderReceiptRoute'),
              },
              {
                path: 'order-tracking',
                element: page(() => import('./routes/orders/order-tracking.tsx'), 'OrderTrackingRoute'),
              },
              {
                path: 'account/giveaway-entries',
                element: page(() => import('./routes/account/giveaway-entries.tsx'), 'GiveawayEntriesRoute'),
              },
              {
                path: 'settings/notifications',
                element: page(
                  () => import('./routes/account/notification-settings.tsx'),
                  'NotificationSettingsRoute',
                ),
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The storefront's pages (the role apps have trees of their own: `role-routes.tsx`). */
export function ShopRoutes() {
  return useRoutes(routes);
}
