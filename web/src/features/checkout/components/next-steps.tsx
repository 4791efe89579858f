import { Bike, CircleCheck, IdCard, Store } from 'lucide-react';

const STEPS = [
  {
    icon: CircleCheck,
    title: 'We confirm your order',
    text: 'Your confirmation is on its way to your inbox; the shop accepts the order next.',
  },
  {
    icon: Store,
    title: 'Your order is packed',
    text: 'The licensed shop prepares and seals your items.',
  },
  {
    icon: Bike,
    title: 'A courier heads your way',
    text: 'Follow the ride on the live map; your tracking page updates by itself.',
  },
  {
    icon: IdCard,
    title: 'Show your ID, then pay',
    text: 'The courier checks your government ID (21+) and takes cash or debit at the door.',
  },
] as const;

export function NextSteps() {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="rounded-3xl border border-border bg-surface p-5 sm:p-7"
    >
      <h2 id="next-steps-title" className="font-display text-2xl">
        What happens next
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-medium">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </p>
              <p className="mt-0.5 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
