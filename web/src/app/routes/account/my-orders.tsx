import { Link } from 'react-router';
import { Route } from 'lucide-react';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { MyOrdersList } from '#web/features/orders/components/my-orders-list.tsx';
import { useSession } from '#web/lib/session.ts';

export function MyOrdersRoute() {
  const { user } = useSession();
  return (
    <section className="container-page max-w-4xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="My orders" path="/my-orders" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Account</p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">My Orders</h1>
        </div>
        <Link
          to="/order-tracking"
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <Route className="h-4 w-4" aria-hidden />
          Track my latest order
        </Link>
      </div>
      <div className="mt-10">{user && <MyOrdersList userId={user.id} />}</div>
    </section>
  );
}
