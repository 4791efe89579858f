import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { StaffInvitationAnswer } from '#web/features/merchant/staff/components/staff-invitation-answer.tsx';

const KEPT = 'nym.staff-invitation';

/** A shop's staff invitation, opened from its e-mail: anyone may see it; the invited account answers it. */
export function StaffInvitationRoute() {
  const [params] = useSearchParams();
  const [token] = useState(
    () =>
      params.get('token')?.trim() ??
      (typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEPT)) ??
      '',
  );
  // The token leaves the address bar and the history before anything records the page's URL (page views); the tab
  // keeps it, so signing in or up on the way (or a reload) does not lose the invitation.
  useLayoutEffect(() => {
    if (token) window.sessionStorage.setItem(KEPT, token);
    if (window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  return (
    <section className="container-page max-w-xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Staff invitation" path="/staff-invitation" />
      <meta name="robots" content="noindex" />
      <StaffInvitationAnswer token={token} />
    </section>
  );
}
