import { Navigate, type RouteObject } from 'react-router';
import { CustomerErrorScreen } from '#web/components/errors/customer-error-screen.tsx';
import { NotFound } from '#web/components/errors/not-found.tsx';
import { ShopLayout } from './layouts/shop-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { HomeRoute } from './routes/shop/home.tsx';

type Module = Record<string, React.ComponentType>;
/** Route-level code splitting: each page is its own chunk, loaded on first visit. */
const page = (load: () => Promise<Module>, name: string) => async () => ({ Component: (await load())[name] });

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
          { path: 'checkout', element: <Navigate to="/cart" replace /> },
          { path: 'about', lazy: page(() => import('./routes/shop/about.tsx'), 'AboutRoute') },
          { path: 'faq', lazy: page(() => import('./routes/shop/faq.tsx'), 'FaqRoute') },
          { path: 'support', lazy: page(() => import('./routes/shop/support.tsx'), 'SupportRoute') },
          { path: 'terms', lazy: page(() => import('./routes/shop/terms.tsx'), 'TermsRoute') },
          { path: 'privacy', lazy: page(() => import('./routes/shop/privacy.tsx'), 'PrivacyRoute') },
          {
            path: 'partner-shops',
            lazy: page(() => import('./routes/shop/partner-shops.tsx'), 'PartnerShopsRoute'),
          },
          { path: 'blog', lazy: page(() => import('./routes/shop/blog.tsx'), 'BlogRoute') },
          { path: 'blog/:slug', lazy: page(() => import('./routes/shop/blog-post.tsx'), 'BlogPostRoute') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'account', lazy: page(() => import('./routes/account/account.tsx'), 'AccountRoute') },
              {
                path: 'my-orders',
                lazy: page(() => import('./routes/account/my-orders.tsx'), 'MyOrdersRoute'),
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
