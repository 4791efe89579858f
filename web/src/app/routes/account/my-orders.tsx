import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

export function MyOrdersRoute() {
  return (
    <section className="container-page max-w-4xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta title="My orders" path="/my-orders" />
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Account</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">My Orders</h1>
      <div className="mt-10 flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-16 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Package className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="mt-6 font-display text-2xl">No orders yet</h2>
        <p className="mt-2 max-w-sm text-muted">
          When you place an order, you&apos;ll follow it here from confirmation to your door.
        </p>
        <Link to="/" className={`${buttonClass('primary')} mt-8`}>
          Start shopping
        </Link>
      </div>
    </section>
  );
}
