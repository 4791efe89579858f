import { useStoreWords } from '#web/lib/store-facts.ts';

/**
 * Where an offer of the moment (the live giveaway) takes the strip's line: it fills the strip's own room, so arriving
 * after first paint moves nothing on the page, and the store's facts come back when it is dismissed.
 */
export const PROMO_STRIP_OFFER_ID = 'promo-strip-offer';

/**
 * One line at every width: phones drop the middle item; the text reads 'A | B | C' from sm up. The spec's 'Free
 * Shipping $100+' says delivery (we deliver, we never ship) and takes the threshold from the settings.
 */
export function PromoStrip() {
  const { freeOver } = useStoreWords();
  const ITEMS = ['Licensed & Lab Tested', 'Same-Day Delivery', `Free Delivery ${freeOver}+`];
  return (
    // A landmark of its own, like every other part of the page, so a screen reader's landmark list reaches it.
    <aside aria-label="Store offers" className="group/strip bg-forest text-cream">
      <p className="container-page h-9 overflow-hidden whitespace-nowrap text-center text-[11px] font-medium uppercase leading-9 tracking-[0.08em] group-has-[[data-strip-offer]]/strip:hidden sm:text-xs sm:tracking-[0.18em]">
        {ITEMS.map((item, i) => (
          <span key={item} className={i === 1 ? 'max-sm:hidden' : undefined}>
            {i > 0 && (
              <>
                {' '}
                <span aria-hidden className="mx-1 text-gold sm:mx-2">
                  |
                </span>{' '}
              </>
            )}
            {item}
          </span>
        ))}
      </p>
      <div id={PROMO_STRIP_OFFER_ID} />
    </aside>
  );
}
