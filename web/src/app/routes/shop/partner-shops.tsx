import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useShops } from '#web/features/content/api/get-shops.ts';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';
import { PartnerApplicationForm } from '#web/features/content/components/partner-application-form.tsx';
import { ShopCard } from '#web/features/content/components/shop-card.tsx';

export function PartnerShopsRoute() {
  const { hours } = useStoreWords();
  const { data: shops, isPending, isError } = useShops();
  const { hash } = useLocation();

  // Links from product pages point at one shop (#slug); its card exists only once the list has loaded.
  useEffect(() => {
    if (shops && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [shops, hash]);

  return (
    <>
      <PageMeta
        title="Partner shops"
        path="/partner-shops"
        description="The licensed New York adult-use dispensaries behind every order: licence numbers, addresses and opening hours."
      />
      <ContentPageHeader eyebrow="Partner shops" title="The licensed dispensaries behind every order">
        We are a delivery marketplace, not a grower or a shop. Every product is sold by one of these New York
        licensed adult-use retailers, packed sealed at their counter and handed to you by our courier.
        <a
          href="#apply"
          className="mt-4 block text-base font-medium text-foreground underline underline-offset-4"
        >
          Run a licensed dispensary? Apply to become a partner
        </a>
      </ContentPageHeader>
      <div className="container-page py-14 sm:py-20">
        {isPending ? (
          <LoadingSkeleton variant="card" />
        ) : isError ? (
          <p role="alert" className="text-muted">
            The list of partner shops did not load. Please refresh the page to try again.
          </p>
        ) : (
          <ul className="space-y-6">
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 max-w-2xl text-sm text-muted">
          Licence numbers are issued by the New York State Office of Cannabis Management, which publishes the
          list of licensed adult-use dispensaries on its website. Hours shown are the shops&apos; own;
          deliveries run {hours} New York time.
        </p>
        <section
          id="apply"
          aria-labelledby="partner-apply-title"
          className="mt-14 grid gap-8 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">For dispensaries</p>
            <h2 id="partner-apply-title" className="mt-2 font-display text-3xl">
              Apply to become a partner
            </h2>
            <p className="mt-3 text-muted">
              Licensed adult-use dispensaries in Manhattan, Brooklyn and Queens can sell through New York
              Minute NYC. Our couriers collect sealed orders at your counter; you take and prepare them from
              the shop portal on a tablet or phone.
            </p>
            <p className="mt-3 text-sm text-muted">
              We check your licence with the Office of Cannabis Management and reply within 3 business days.
              Once approved, the owner gets an e-mail to set a password for the portal.
            </p>
          </div>
          <PartnerApplicationForm />
        </section>
      </div>
    </>
  );
}
