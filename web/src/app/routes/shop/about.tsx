import { Link } from 'react-router';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { Prose } from '#web/features/content/components/prose.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';

const PRINCIPLES = [
  {
    title: 'Licensed sellers only',
    text: 'Every product comes from a New York licensed adult-use dispensary. Its name and licence number are on the product page.',
  },
  {
    title: 'The whole label, honestly',
    text: 'Total THC calculated the statutory way, CBD, net weight and the lab report for the batch, shown before you buy.',
  },
  {
    title: 'Adults only, every time',
    text: `Age confirmed on the site and again at the door with a photo ID showing ${COMPLIANCE.minimumAge}+. No exceptions, no hand-offs.`,
  },
];

export function AboutRoute() {
  const { hours } = useStoreWords();
  return (
    <>
      <PageMeta
        title="About us"
        path="/about"
        description="New York Minute NYC is a delivery marketplace for licensed New York dispensaries, built compliance first."
      />
      <ContentPageHeader
        eyebrow="About us"
        title="A delivery marketplace for New York's licensed dispensaries"
      >
        We bring lab-tested cannabis from licensed shops to adults in Manhattan, Brooklyn and Queens, the same
        day, and we do it by the book.
      </ContentPageHeader>
      <div className="container-page grid gap-14 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
        <Prose>
          <h2>What we do</h2>
          <p>
            New York Minute NYC is an online storefront and delivery service. We do not grow, make or store
            cannabis ourselves. Our <Link to="/partner-shops">partner shops</Link> are licensed adult-use
            retailers; they hold the products, pack your order sealed at their counter, and our couriers bring
            it to your door.
          </p>
          <p>
            That arrangement lets you browse several dispensaries in one place, compare products on the same
            terms, and get them delivered within hours, while every sale stays inside New York&apos;s
            regulated market.
          </p>
          <h2>Compliance first</h2>
          <p>
            The rules of the New York Cannabis Law and the Office of Cannabis Management regulations are built
            into the store, not bolted on. The cart keeps track of the per-order limits of 3 oz of flower and{' '}
            {COMPLIANCE.concentrateGramsPerOrder} g of concentrate. We deliver only {hours} New York time,
            only to residential addresses, and only into the hands of the adult who ordered. The 13% adult-use
            excise tax is itemised on every receipt.
          </p>
          <p>
            We show the information the law asks for on every product: total THC worked out as THC + THCA ×
            0.877, CBD, net weight, the licensed seller and the lab result for the batch. We do not promote
            products on potency, and we keep our marketing for adults.
          </p>
          <h2>How we choose what to list</h2>
          <p>
            A product appears only if its batch has passed every required safety panel at a state-licensed
            lab. If a shop&apos;s stock runs out, the product says so instead of disappearing quietly, so you
            always know what is available today.
          </p>
          <h2>Talk to us</h2>
          <p>
            Questions, feedback or a problem with an order: our <Link to="/support">support page</Link> lists
            every way to reach a person.
          </p>
        </Prose>
        <aside aria-label="Our principles" className="space-y-4 self-start lg:sticky lg:top-28">
          {PRINCIPLES.map((principle, index) => (
            <div key={principle.title} className="rounded-3xl border border-border bg-surface p-6">
              <p className="font-display text-3xl font-light text-accent" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2 className="mt-3 font-display text-xl">{principle.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">{principle.text}</p>
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
