import { Link } from 'react-router';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { Prose } from '#web/features/content/components/prose.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';

const age = COMPLIANCE.minimumAge;

export function TermsRoute() {
  const { hours, freeOver, firstOrderOff, edibleLimit, facts } = useStoreWords();
  return (
    <>
      <PageMeta
        title="Terms of service"
        path="/terms"
        description="The terms for ordering from New York Minute NYC: age, ID checks, New York purchase limits, delivery and returns."
      />
      <ContentPageHeader eyebrow="Legal" title="Terms of service">
        The rules for using New York Minute NYC. Most of them come straight from New York cannabis law.
      </ContentPageHeader>
      <div className="container-page py-14 sm:py-20">
        <Prose>
          <h2 id="who-we-are">Who we are</h2>
          <p>
            New York Minute NYC runs an online storefront and delivery service for licensed New York adult-use
            cannabis dispensaries (our <Link to="/partner-shops">partner shops</Link>). The shop named on a
            product page is the seller of that product; we take your order and deliver it on the shop&apos;s
            behalf.
          </p>
          <h2 id="age">Adults {age} and over only</h2>
          <p>
            You must be {age} or older to use this site and to order. By ordering you confirm that you are{' '}
            {age}+ and that the products are for your own adult use in New York State. We do not sell for
            resale and we may refuse or cancel any order we believe breaks these terms or the law.
          </p>
          <h2 id="id-check">ID check at delivery</h2>
          <p>
            {COMPLIANCE.idNotice}. The courier hands the order only to the person who placed it, after
            checking a valid, unexpired government-issued photo ID. We cannot leave an order with anyone else,
            at a front desk or unattended. If the ID check fails, the order is returned to the shop and is not
            charged.
          </p>
          <h2 id="delivery">Where and when we deliver</h2>
          <p>
            We deliver to residential addresses in Manhattan, Brooklyn and Queens, {hours} New York time.
            Orders placed outside those hours are delivered in the next open window. Delivery times are
            estimates, not guarantees.
          </p>
          <h2 id="limits">Purchase limits</h2>
          <p>
            New York limits each order to 3 oz ({COMPLIANCE.flowerGramsPerOrder} g) of flower, with pre-rolls
            counted as flower, and {COMPLIANCE.concentrateGramsPerOrder} g of concentrated cannabis, including
            vapes. Edibles are limited to {facts.edibleLimits.mgPerServing} mg THC per serving and{' '}
            {facts.edibleLimits.mgPerPackage} mg per package, and each order may hold at most {edibleLimit} of
            edible THC. We refuse orders over these limits.
          </p>
          <h2 id="payment">Prices, tax and payment</h2>
          <p>
            Prices are in US dollars and set by the selling shop. New York&apos;s 13% adult-use cannabis
            excise tax is added to the price after discounts and itemised on your receipt; sales tax does not
            apply. You pay at the door, in cash or by debit card. Offers such as{' '}
            {firstOrderOff
              ? `${firstOrderOff} off and free delivery on a first order with an account, and`
              : ''}{' '}
            free delivery on orders of {freeOver} or more apply as described on the site at the time you
            order.
          </p>
          <h2 id="returns">Returns</h2>
          <p>
            New York rules do not allow opened cannabis products to be returned or resold. If a product
            arrives damaged, defective or not as ordered, contact <Link to="/support">support</Link> while it
            is still sealed and we will arrange a replacement or refund with the shop.
          </p>
          <h2 id="responsible-use">Using products responsibly</h2>
          <p>
            Cannabis can impair concentration, coordination and judgement. Do not drive or operate machinery
            after use, keep products away from children and pets, and do not consume in public places where it
            is prohibited. Product descriptions come from the selling shop and its producer and are not
            medical advice.
          </p>
          <h2 id="account">Your account</h2>
          <p>
            Keep your password to yourself; you are responsible for orders placed with your account. We may
            suspend an account that is used to break these terms or the law.
          </p>
          <h2 id="changes">Governing law and changes</h2>
          <p>
            These terms are governed by the laws of the State of New York. We may update them; the version on
            this page at the time of your order applies to that order. Questions? Reach us through{' '}
            <Link to="/support">support</Link>.
          </p>
        </Prose>
      </div>
    </>
  );
}
