import { Link } from 'react-router';
import { Clock, Mail, Phone } from 'lucide-react';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { Prose } from '#web/features/content/components/prose.tsx';
import { useStoreWords } from '#web/lib/store-facts.ts';

const SUPPORT_EMAIL = 'support@nymnyc.test';
const SUPPORT_PHONE = { display: '(212) 555-0163', tel: '+12125550163' };

const channels = (hours: string) => [
  { Icon: Mail, label: 'E-mail', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { Icon: Phone, label: 'Phone', value: SUPPORT_PHONE.display, href: `tel:${SUPPORT_PHONE.tel}` },
  {
    Icon: Clock,
    label: 'Hours',
    value: `${hours[0]!.toUpperCase()}${hours.slice(1)}, New York time`,
    href: null,
  },
];

export function SupportRoute() {
  const { hours } = useStoreWords();
  return (
    <>
      <PageMeta
        title="Support"
        path="/support"
        description="How to reach New York Minute NYC support by e-mail or phone, and answers to common order issues."
      />
      <ContentPageHeader eyebrow="Support" title="We are here to help">
        Questions about an order, a product or a delivery: reach a person on our team by e-mail or phone
        during delivery hours.
      </ContentPageHeader>
      <div className="container-page py-14 sm:py-20">
        <ul className="grid gap-4 md:grid-cols-3">
          {channels(hours).map(({ Icon, label, value, href }) => (
            <li key={label} className="rounded-3xl border border-border bg-surface p-6">
              <Icon className="h-5 w-5 text-accent" aria-hidden />
              <p className="mt-4 text-xs font-semibold uppercase tracking-[0.2em] text-muted">{label}</p>
              {href ? (
                <a href={href} className="mt-1 block font-display text-xl hover:text-accent">
                  {value}
                </a>
              ) : (
                <p className="mt-1 font-display text-xl">{value}</p>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          Include your order number when you write; it lets us find your order straight away.
        </p>
        <div className="mt-16 grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-20">
          <h2 id="common-issues" className="font-display text-3xl tracking-tight">
            Common issues
          </h2>
          <Prose>
            <h3 id="late-order">My order is late</h3>
            <p>
              Deliveries run {hours} New York time. Orders placed close to closing time, or outside delivery
              hours, are delivered in the next open window. Track your order from the link in your
              confirmation, or call us and we will check with the courier.
            </p>
            <h3 id="not-home">I will not be home, or someone else will be</h3>
            <p>
              Only the person who placed the order can receive it, with a photo ID showing they are{' '}
              {COMPLIANCE.minimumAge} or older. If you will not be there, contact us before the courier sets
              off and we will reschedule.
            </p>
            <h3 id="id-refused">My ID was not accepted at the door</h3>
            <p>
              Couriers must see a valid, unexpired government photo ID whose name matches the order. If the
              check fails, the order goes back to the shop and you are not charged. Write to us and we will
              arrange a new delivery.
            </p>
            <h3 id="damaged-or-missing">Something is missing, damaged or wrong</h3>
            <p>
              Keep the package sealed and contact us with your order number and a photo. New York rules do not
              allow opened cannabis products to be returned, so we resolve problems with sealed products only.
            </p>
            <h3 id="lab-report">Questions about a product or its lab report</h3>
            <p>
              Each product page shows its lab results, including total THC. For the full certificate of
              analysis for a batch, write to us with the product name.
            </p>
          </Prose>
        </div>
        <p className="mt-16 text-sm text-muted">
          Looking for quick answers? Read the{' '}
          <Link to="/faq" className="text-accent underline underline-offset-4">
            FAQ
          </Link>
          .
        </p>
      </div>
    </>
  );
}
