import { MapPin } from 'lucide-react';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';

const BOROUGHS = [
  { name: 'Manhattan', note: 'From the Battery to Inwood' },
  { name: 'Brooklyn', note: 'From Greenpoint to Coney Island' },
  { name: 'Queens', note: 'From Astoria to the Rockaways' },
];

export function DeliveryArea({ titleId }: { titleId: string }) {
  const { hours, freeOver } = useStoreWords();
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-20">
      <div>
        <SectionHeading id={titleId} eyebrow="Delivery area" title="Three boroughs, delivered the same day">
          We deliver to residential addresses in Manhattan, Brooklyn and Queens, {hours} New York time. Enter
          your ZIP code at checkout and we will confirm it before you pay.
        </SectionHeading>
        <dl className="mt-8 grid grid-cols-2 gap-6 border-t border-border pt-6 text-sm">
          <div>
            <dt className="text-muted">Free delivery</dt>
            <dd className="mt-1 font-medium">On orders of {freeOver} and over</dd>
          </div>
          <div>
            <dt className="text-muted">At the door</dt>
            <dd className="mt-1 font-medium">Photo ID showing 21+</dd>
          </div>
        </dl>
      </div>
      <ul className="divide-y divide-border overflow-hidden rounded-3xl border border-border bg-surface">
        {BOROUGHS.map((borough) => (
          <li key={borough.name} className="flex items-center gap-5 px-6 py-6 sm:px-8">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest text-gold">
              <MapPin className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-display text-2xl">{borough.name}</p>
              <p className="text-sm text-muted">{borough.note}</p>
            </div>
          </li>
        ))}
        <li className="bg-surface-2/60 px-6 py-4 text-xs text-muted sm:px-8">
          The Bronx and Staten Island are outside our area. Couriers hand an order only to the adult who
          placed it, never to a doorman, a front desk or a neighbour.
        </li>
      </ul>
    </div>
  );
}
