import { Link } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { Prose } from '#web/features/content/components/prose.tsx';
import { SIGNATURE_RETENTION_DAYS } from '#domain/id-check/messages.ts';

export function PrivacyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy policy"
        path="/privacy"
        description="What New York Minute NYC keeps about you, why, and who sees it. We never sell your data."
      />
      <ContentPageHeader eyebrow="Legal" title="Privacy policy">
        We keep only what we need to deliver your order and meet New York&apos;s rules. We never sell your
        data.
      </ContentPageHeader>
      <div className="container-page py-14 sm:py-20">
        <Prose>
          <h2 id="what-we-keep">What we keep</h2>
          <ul>
            <li>
              <strong>Your account:</strong> e-mail address, full name, phone number and a securely hashed
              password.
            </li>
            <li>
              <strong>Your orders:</strong> what you bought, from which shop, prices, tax, and the delivery
              status, including whether the ID check at the door passed.
            </li>
            <li>
              <strong>Your delivery address</strong> and any delivery notes you give us.
            </li>
            <li>
              <strong>Analytics events:</strong> simple records of actions on the site, such as viewing a
              product, searching or adding to the cart, with the page and the time.
            </li>
            <li>
              <strong>Error logs:</strong> technical details when something breaks (the error message, the
              page and your browser version) so we can fix it.
            </li>
          </ul>
          <p>
            Your browser also stores a few things locally: that you confirmed you are 21+, your theme choice,
            a guest cart if you are not signed in, and recent analytics and error entries before they are
            sent.
          </p>
          <h2 id="id-at-the-door">Your ID at the door</h2>
          <p>
            New York requires the courier to check a valid government ID before handing over your order. The
            courier&apos;s app reads the barcode on the back of your ID (or the courier types its dates) on
            the courier&apos;s phone, and our server checks that you are 21 or older, that the ID has not
            expired and that its name is the order&apos;s recipient. Of that check we keep only the answers
            (21+ yes or no, valid yes or no, name matched yes or no, or the courier&apos;s reason for
            confirming you), the state that issued the ID, how it was checked and when.
          </p>
          <p>
            We never keep a photo or image of your ID, its number, your address or date of birth from it, or
            the contents of its barcode. To notice one ID being used for many people&apos;s orders, we keep a
            keyed fingerprint of the issuing state and ID number that cannot be turned back into the number.
          </p>
          <p>
            When you receive the order you sign on the courier&apos;s screen; we keep that signature with the
            time and the place of the hand-over as proof of delivery for {SIGNATURE_RETENTION_DAYS.default}{' '}
            days (or the period the store sets, at most five years), then delete the signature automatically.
          </p>
          <h2 id="why">Why we keep it</h2>
          <p>
            To take and deliver your orders, to confirm that buyers are adults, to keep the records New York
            requires of licensed cannabis sales, to answer your questions, and to find and fix problems with
            the site.
          </p>
          <h2 id="who-sees-it">Who sees it</h2>
          <p>
            The partner shop that sells your order sees the order and your name. The courier sees your name,
            your address and the order for the delivery. Our own team sees what it needs to support you.
            Regulators may inspect sales records as the law allows. Nobody else: we never sell your data, and
            we do not share it with advertisers.
          </p>
          <h2 id="trackers">No third-party trackers</h2>
          <p>
            Our analytics and error logs are stored on our own servers. We do not load advertising or social
            media tracking scripts.
          </p>
          <h2 id="retention">How long we keep it</h2>
          <p>
            Order records are kept for as long as New York requires for cannabis sales. Analytics events and
            error logs are kept only as long as they are useful for running the site. Account details are kept
            until you ask us to close your account, apart from records the law obliges us to keep.
          </p>
          <h2 id="your-choices">Your choices</h2>
          <p>
            You can ask us for a copy of your data, to correct it, or to close your account, by writing to{' '}
            <Link to="/support">support</Link>. You can clear what your browser stores at any time from its
            settings.
          </p>
          <h2 id="changes">Changes</h2>
          <p>
            If we change this policy we will update this page and, for significant changes, tell you by
            e-mail.
          </p>
        </Prose>
      </div>
    </>
  );
}
