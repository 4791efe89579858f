import { Bike, Clock, Coins } from 'lucide-react';
import { DEFAULT_COMMISSION_RATE } from '#domain/couriers/rules.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { CourierApplicationForm } from '#web/features/couriers/components/courier-application-form.tsx';

const PERKS = [
  {
    icon: Coins,
    title: `${DEFAULT_COMMISSION_RATE}% of every order`,
    text: 'Of the products in it, plus every tip.',
  },
  {
    icon: Clock,
    title: 'Your hours',
    text: 'Go online when you want to take orders, offline when you are done.',
  },
  { icon: Bike, title: 'Car, bike, scooter or on foot', text: 'Manhattan, Brooklyn and Queens.' },
] as const;

export function BecomeCourierRoute() {
  return (
    <section className="container-page max-w-5xl pb-28 pt-10 sm:pt-14 md:pb-20">
      <PageMeta
        title="Become a courier"
        description="Deliver for New York Minute NYC in Manhattan, Brooklyn and Queens. Couriers must be 21 or older."
        path="/become-courier"
      />
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Ride with us</p>
          <h1 className="mt-2 font-display text-4xl sm:text-5xl">Become a courier</h1>
          <p className="mt-4 text-lg text-muted">
            Deliver sealed orders from licensed partner shops to adults across the city. You must be 21 or
            older, and you check every recipient&apos;s ID at the door.
          </p>
          <ul className="mt-8 space-y-4">
            {PERKS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-medium">{title}</span>
                  <span className="text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h2 className="font-display text-2xl">Apply</h2>
          <p className="mt-1 text-sm text-muted">
            We review every application and reply within 3 business days.
          </p>
          <div className="mt-6">
            <CourierApplicationForm />
          </div>
        </div>
      </div>
    </section>
  );
}
