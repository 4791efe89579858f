import { Link, useSearchParams } from 'react-router';
import { MapPinned, Radio, ShieldCheck } from 'lucide-react';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { TrackLookupForm } from '#web/features/orders/components/track-lookup-form.tsx';
import { useSession } from '#web/lib/session.ts';

const POINTS = [
  { icon: Radio, title: 'Live status', text: 'Each step appears the moment it happens; no need to reload.' },
  { icon: MapPinned, title: 'Courier on the map', text: 'Once picked up, follow the ride to your door.' },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Tracking never shows your address or phone number.',
  },
] as const;

export function TrackOrderRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  return (
    <section className="container-page max-w-5xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta
        title="Track your order"
        description="Follow your New York Minute delivery live, from the shop to your door."
        path="/track-order"
      />
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Order tracking</p>
      <h1 className="mt-2 font-display text-4xl sm:text-5xl">Track your order</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Enter the order number from your confirmation and the e-mail or phone you used at checkout.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-12">
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <TrackLookupForm initialReference={params.get('reference')?.trim() ?? ''} />
        </div>
        <aside aria-label="About tracking" className="space-y-6">
          <ul className="space-y-5">
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="mt-0.5 text-sm text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          {user && (
            <p className="rounded-2xl border border-border bg-surface-2/60 p-4 text-sm text-muted">
              Signed in? Every order you placed is in{' '}
              <Link to="/my-orders" className="font-semibold text-accent underline underline-offset-2">
                My Orders
              </Link>
              .
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}
