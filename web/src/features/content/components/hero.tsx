import { useNavigate } from 'react-router';
import { ArrowRight, BadgeCheck, FlaskConical, IdCard, Truck } from 'lucide-react';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { useStoreWords } from '#web/lib/store-facts.ts';
import { HeroArt } from './hero-art.tsx';

const CHIPS = [
  { label: 'Fast NYC Delivery', Icon: Truck },
  { label: 'Lab-Tested Quality', Icon: FlaskConical },
  { label: '21+ Verified', Icon: IdCard },
];

/** The LCP element: text and inline SVG only, no data and no photo. */
export function Hero() {
  const navigate = useNavigate();
  const { freeOver } = useStoreWords();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-forest text-cream">
      <HeroArt className="pointer-events-none absolute -right-40 -top-24 -z-10 w-[30rem] opacity-25 sm:-right-24 sm:opacity-40 sm:w-[36rem] lg:right-[4%] lg:top-1/2 lg:w-[40rem] lg:-translate-y-1/2 lg:opacity-100 xl:right-[7%]" />
      <div className="container-page py-16 sm:py-24 lg:py-32">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-cream/5 px-3.5 py-1.5 text-[11px] font-semibold uppercase tracking-[0.22em] text-gold">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden />
            Licensed &amp; Lab Tested
          </p>
          <h1
            id="hero-title"
            className="mt-7 font-display text-[3.1rem] font-medium leading-[0.98] tracking-[-0.025em] text-balance sm:text-7xl lg:text-[5.6rem]"
          >
            <span className="block">Premium Flower</span>{' '}
            <span className="block">
              Delivery <em className="font-normal text-gold">NYC</em>
            </span>
          </h1>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Why New York Minute">
            {CHIPS.map(({ label, Icon }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 rounded-full border border-cream/15 px-3.5 py-1.5 text-sm text-cream/85"
              >
                <Icon className="h-4 w-4 text-gold" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
          <p className="mt-8 max-w-md text-lg leading-relaxed text-cream/80">
            Premium flower, pre-rolls, and edibles from licensed NYC cultivators
          </p>
          <p className="mt-2 text-sm font-medium tracking-wide text-gold">
            {`Free delivery on orders over ${freeOver}`}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => scrollToSection('products', navigate)}
              className="inline-flex h-13 cursor-pointer items-center justify-center gap-2 rounded-full bg-gold px-8 text-base font-semibold text-forest shadow-lg shadow-black/20 transition hover:brightness-105"
            >
              Shop Now
              <ArrowRight className="h-4 w-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => scrollToSection('how-it-works', navigate)}
              className="inline-flex h-13 cursor-pointer items-center justify-center rounded-full border border-cream/30 px-8 text-base font-medium text-cream transition hover:border-cream/60 hover:bg-cream/5"
            >
              How It Works
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
