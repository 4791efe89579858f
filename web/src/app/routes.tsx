import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { NotFound } from '#web/components/errors/not-found.tsx';
import { page } from './lazy-page.ts';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { HomeRoute } from './routes/shop/home.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <ShopLayout />,
    errorElement: <CustomerErrorScreen />,
    children: [
      {
        errorElement: <CustomerErrorScreen />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'product/:id', lazy: page(() => import('./routes/shop/product.tsx'), 'ProductRoute') },
          { path: 'cart', lazy: page(() => import('./routes/shop/cart.tsx'), 'CartRoute') },
          { path: 'checkout', lazy: page(() => import('./routes/shop/checkout.tsx'), 'CheckoutRoute') },
          {
            path: 'order-confirmation',
            lazy: page(() => import('./routes/shop/order-confirmation.tsx'), 'OrderConfirmationRoute'),
          },
          { path: 'about', lazy: page(() => import('./routes/shop/about.tsx'), 'AboutRoute') },
          { path: 'faq', lazy: page(() => import('./routes/shop/faq.tsx'), 'FaqRoute') },
          { path: 'support', lazy: page(() => import('./routes/shop/support.tsx'), 'SupportRoute') },
          { path: 'terms', lazy: page(() => import('./routes/shop/terms.tsx'), 'TermsRoute') },
          { path: 'privacy', lazy: page(() => import('./routes/shop/privacy.tsx'), 'PrivacyRoute') },
          {
            path: 'partner-shops',
            lazy: page(() => import('./routes/shop/partner-shops.tsx'), 'PartnerShopsRoute'),
          },
          {
            path: 'become-courier',
            lazy: page(() => import('./routes/shop/become-courier.tsx'), 'BecomeCourierRoute'),
          },
          { path: 'blog', lazy: page(() => import('./routes/shop/blog.tsx'), 'BlogRoute') },
          { path: 'blog/:slug', lazy: page(() => import('./routes/shop/blog-post.tsx'), 'BlogPostRoute') },
          {
            path: 'track-order',
            lazy: page(() => import('./routes/orders/track-order.tsx'), 'TrackOrderRoute'),
          },
          { path: 'track', lazy: page(() => import('./routes/orders/track-order.tsx'), 'TrackOrderRoute') },
          { path: 'track/:code', lazy: page(() => import('./routes/orders/track.tsx'), 'TrackRoute') },
          {
            path: 'track-live/:code',
            lazy: page(() => import('./routes/orders/track-live.tsx'), 'TrackLiveRoute'),
          },
          {
            path: 'giveaway/rules',
            lazy: page(() => import('./routes/giveaway/rules.tsx'), 'GiveawayRulesRoute'),
          },
          {
            path: 'giveaway/:slug/rules',
            lazy: page(() => import('./routes/giveaway/rules.tsx'), 'GiveawayRulesRoute'),
          },
          {
            path: 'giveaway/:slug',
            lazy: page(() => import('./routes/giveaway/giveaway.tsx'), 'GiveawayRoute'),
          },
          {
            path: 'confirm-email',
            lazy: page(() => import('./routes/account/confirm-email.tsx'), 'ConfirmEmailRoute'),
          },
          {
            path: 'set-password',
            lazy: page(() => import('./routes/account/set-password.tsx'), 'SetPasswordRoute'),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('./routes/account/reset-password.tsx'), 'ResetPasswordRoute'),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'account', lazy: page(() => import('./routes/account/account.tsx'), 'AccountRoute') },
              {
                path: 'my-orders',
                lazy: page(() => import('./routes/account/my-orders.tsx'), 'MyOrdersRoute'),
              },
              {
                path: 'my-orders/:id',
                lazy: page(() => import('./routes/orders/order-detail.tsx'), 'OrderDetailRoute'),
              },
              {
                path: 'order-tracking',
                lazy: page(() => import('./routes/orders/order-tracking.tsx'), 'OrderTrackingRoute'),
              },
              {
                path: 'account/giveaway-entries',
                lazy: page(() => import('./routes/account/giveaway-entries.tsx'), 'GiveawayEntriesRoute'),
              },
              {
                path: 'settings/notifications',
                lazy: page(
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

/** Role apps are whole route trees, added on the first visit under their path: the entry carries only this. */
const LAZY_TREES = [
  {
    path: /^\/courier(\/|$)/,
    load: () => import('./routes/courier/routes.tsx').then((m) => m.courierRoutes),
  },
  {
    path: /^\/admin(\/|$)/,
    load: () => import('./routes/admin/routes.tsx').then((m) => m.adminRoutes),
  },
  {
    path: /^\/merchant(\/|$)/,
    load: () => import('./routes/merchant/routes.tsx').then((m) => m.merchantRoutes),
  },
];
const adding = new Map<(typeof LAZY_TREES)[number], Promise<void>>();

export const discoverRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const tree = LAZY_TREES.find((t) => t.path.test(path));
  if (!tree) return;
  let added = adding.get(tree);
  if (!added) {
    added = tree.load().then(
      (children) => patch(null, children),
      (error: unknown) => {
        adding.delete(tree);
        throw error;
      },
    );
    adding.set(tree, added);
  }
  return added;
};
